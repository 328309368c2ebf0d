import { machinesSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import { machinesHandlers } from './machines.handlers.js';

export const serverSection = defineServerSection({
  declaration: machinesSection,
  handlers: machinesHandlers,
});
