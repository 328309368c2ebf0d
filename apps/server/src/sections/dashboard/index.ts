import { dashboardSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import { dashboardsHandlers } from './dashboard.handlers.js';

export const serverSection = defineServerSection({
  declaration: dashboardSection,
  handlers: dashboardsHandlers,
});
