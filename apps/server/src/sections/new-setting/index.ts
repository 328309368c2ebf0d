import { newSettingSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import { newSettingHandlers } from './new-setting.handlers.js';

export const serverSection = defineServerSection({
  declaration: newSettingSection,
  handlers: newSettingHandlers,
});
