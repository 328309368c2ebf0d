import { settingsSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import { settingsHandlers } from './settings.handlers.js';

export const serverSection = defineServerSection({
  declaration: settingsSection,
  handlers: settingsHandlers,
});
