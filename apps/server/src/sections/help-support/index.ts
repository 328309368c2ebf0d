// The manual is served with the web app; the server has nothing of its own for it.
import { helpSupportSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';

export const serverSection = defineServerSection({ declaration: helpSupportSection, handlers: [] });
