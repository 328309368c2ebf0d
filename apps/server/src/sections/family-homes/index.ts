import { familyHomesSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';

// The homes read with the machines section's act (52010), so their server half has nothing of its own to serve.
export const serverSection = defineServerSection({ declaration: familyHomesSection, handlers: [] });
