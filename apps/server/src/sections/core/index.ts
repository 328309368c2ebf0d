import { coreSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import { authHandlers } from './auth.handlers.js';
import { directoryHandlers } from './directory.handlers.js';
import { operationsHandlers } from './operations.handlers.js';

export const serverSection = defineServerSection({
  declaration: coreSection,
  handlers: [...authHandlers, ...directoryHandlers, ...operationsHandlers],
});
