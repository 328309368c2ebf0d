import { logsSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import { logsHandlers } from './logs.handlers.js';

export const serverSection = defineServerSection({
  declaration: logsSection,
  handlers: logsHandlers,
});
