import { parcelsSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import { parcelsHandlers } from './parcels.handlers.js';

export const serverSection = defineServerSection({ declaration: parcelsSection, handlers: parcelsHandlers });
