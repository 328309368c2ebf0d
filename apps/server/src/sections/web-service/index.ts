import { saveServiceUrlAct, webServiceSection } from '@bluemanager/protocol';
import { implement } from '../../act-channel/act-handler.js';
import { defineServerSection } from '../define-server-section.js';
import { saveServiceUrl } from './service-urls.js';

export const serverSection = defineServerSection({
  declaration: webServiceSection,
  handlers: [implement(saveServiceUrlAct, (params, context) => saveServiceUrl(context.db, params, context))],
});
