import { compartmentsSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import { compartmentsHandlers } from './compartments.handlers.js';

export const serverSection = defineServerSection({
  declaration: compartmentsSection,
  handlers: compartmentsHandlers,
});
