import { lockerSelectSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';

// The section reads with the shell's acts, so its server half has nothing of its own to serve.
export const serverSection = defineServerSection({ declaration: lockerSelectSection, handlers: [] });
