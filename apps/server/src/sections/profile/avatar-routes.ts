// The image upload endpoint of spec §7 for avatars, and the avatars themselves:
//   POST /upload/avatar  multipart: the session token as `t` (or Authorization: Bearer) and the picture as `img`;
//                        answers {ret: 1, data: {avatar}} or the act channel's failure envelope. With a `carrier`
//                        field (BlueKey's system admins) the picture becomes that carrier's logo instead:
//                        {ret: 1, data: {logo}}.
//   GET  /avatars/<name>.webp, /avatars/<name>-76.webp  the stored sizes; names are random and never reused, so
//                        the answers are cached for good.
// The upload is http/picture-upload.ts's, which accepts multipart on that route only.
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import {
  AVATAR_MAX_BYTES,
  AVATAR_ROUTE,
  AVATAR_TYPES,
  AVATAR_UPLOAD_ROUTE,
  BLUEKEY_ROLES,
  CARRIER_LOGO_FIELD,
  rolesAllow,
} from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import type { SessionInfo, SessionPolicy } from '../../domain/auth/session.service.js';
import { pictureUploadRoute, sessionUploader } from '../../http/picture-upload.js';
import { avatarSet } from './avatar-image.js';
import { avatarImage, parseAvatarFile, replaceAvatar } from './avatar-store.js';
import { replaceCarrierLogo } from '../bluekey/carrier-logo.js';

export interface AvatarRouteDeps {
  db: Kysely<Database>;
  policy: SessionPolicy;
  now: () => Date;
}

/** The token `t` and a carrier, with room to spare for what a browser adds. */
const AVATAR_FORM_FIELDS = 4;

/** The carrier whose logo this is, when the form names one; only BlueKey's admins may change a logo. */
function carrierOf(carrier: string | undefined, session: SessionInfo): number | undefined {
  if (carrier === undefined) return undefined;
  if (!rolesAllow(BLUEKEY_ROLES, session)) {
    throw new ActError('FORBIDDEN', 'Your role may not change a carrier’s logo.');
  }
  if (!/^[1-9]\d{0,9}$/.test(carrier)) {
    throw new ActError('INVALID_PARAMS', 'carrier must be a carrier id.', {
      issues: [{ path: CARRIER_LOGO_FIELD, message: 'expected a carrier id' }],
    });
  }
  return Number(carrier);
}

export const avatarRoutes: FastifyPluginAsync<AvatarRouteDeps> = async (app, deps) => {
  // The token comes before the file (spec §7: the params, then the img), or in the header.
  const session = sessionUploader(deps, { formToken: 't' });
  await pictureUploadRoute(
    app,
    AVATAR_UPLOAD_ROUTE,
    {},
    {
      noun: 'picture',
      field: 'img',
      maxBytes: AVATAR_MAX_BYTES,
      kinds: AVATAR_TYPES,
      formFields: AVATAR_FORM_FIELDS,
      logName: 'avatar',
      now: deps.now,
      uploader: async (request, form, now) => {
        const signedIn = await session(request, form, now);
        return { session: signedIn, carrier: carrierOf(form[CARRIER_LOGO_FIELD], signedIn) };
      },
      store: async ({ uploader: { session: signedIn, carrier }, bytes, request, now }) => {
        const actor = { userId: signedIn.userId, username: signedIn.username, ip: request.ip };
        if (carrier !== undefined) {
          return { logo: await replaceCarrierLogo(deps.db, carrier, bytes, { actor, now }) };
        }
        const user = { id: signedIn.userId, username: signedIn.username };
        return { avatar: await replaceAvatar(deps.db, user, await avatarSet(bytes), { actor, now }) };
      },
      answer: (reply, data) => reply.code(200).send({ ret: 1, data }),
    },
  );
  app.get<{ Params: { file: string } }>(`${AVATAR_ROUTE}/:file`, async (request, reply) => {
    const wanted = parseAvatarFile(request.params.file);
    const image = wanted ? await avatarImage(deps.db, wanted.name, wanted.size) : undefined;
    if (!image) return reply.code(404).send({ ret: -7, code: 'NOT_FOUND', msg: 'There is no such avatar.' });
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(image);
  });
};
