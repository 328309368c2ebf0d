import { devToolsSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import { devToolsHandlers } from './dev-tools.handlers.js';

export const serverSection = defineServerSection({
  declaration: devToolsSection,
  handlers: devToolsHandlers,
});
