// Service (spec §2 `web-service`, acts 60101–60199): the service URLs of act 50038, edited by the operator's system
// admin. A URL is an absolute http(s) address or a path on the portal itself ('/community').
import { z } from 'zod';
import { defineAct } from '../../acts/define-act.js';
import { SERVICE_URL_KEYS } from './web-service-vocabulary.js';

export const MAX_SERVICE_URL = 500;

export const serviceUrlValue = z
  .string()
  .trim()
  .min(1, 'enter an address')
  .max(MAX_SERVICE_URL)
  .pipe(
    z.union(
      [
        z.url({ protocol: /^https?$/, hostname: z.regexes.domain }),
        z.string().regex(/^\/(?!\/)[A-Za-z0-9._~\-/%]*$/, 'a path on the portal starts with one /'),
      ],
      { error: 'expected an http(s) address or a path starting with /' },
    ),
  );

export const saveServiceUrlAct = defineAct({
  code: 60101,
  name: 'save service URL',
  summary: 'Sets one service URL of act 50038; every client reads it within 30 seconds.',
  params: z.object({ key: z.enum(SERVICE_URL_KEYS), url: serviceUrlValue }),
  result: z.object({ key: z.enum(SERVICE_URL_KEYS), url: z.string() }),
  access: ['10'],
});

export const WEB_SERVICE_ACTS = [saveServiceUrlAct] as const;
