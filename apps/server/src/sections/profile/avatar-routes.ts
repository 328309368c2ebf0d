// The image upload endpoint of spec §7 for avatars, and the avatars themselves:
//   POST /upload/avatar  multipart: the session token as `t` (or Authorization: Bearer) and the picture as `img`;
//                        answers {ret: 1, data: {avatar}} or the act channel's failure envelope. With a `carrier`
//                        field (BlueKey's system admins) the picture becomes that carrier's logo instead:
//                        {ret: 1, data: {logo}}.
//   GET  /avatars/<name>.webp, /avatars/<name>-76.webp  the stored sizes; names are random and never reused, so
//                        the answers are cached for good.
// Multipart is registered inside this plugin only, so no other route accepts it.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import {
  AVATAR_MAX_BYTES,
  AVATAR_ROUTE,
  AVATAR_UPLOAD_ROUTE,
  BLUEKEY_ROLES,
  CARRIER_LOGO_FIELD,
  rolesAllow,
} from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import { authenticateRoute, type SessionPolicy } from '../../domain/auth/session.service.js';
import { sendRouteFailure } from '../../http/parcel-export-route.js';
import { bearerToken } from '../parcels/route-session.js';
import { avatarSet } from './avatar-image.js';
import { avatarImage, parseAvatarFile, replaceAvatar } from './avatar-store.js';
import { replaceCarrierLogo } from '../bluekey/carrier-logo.js';

export interface AvatarRouteDeps {
  db: Kysely<Database>;
  policy: SessionPolicy;
  now: () => Date;
}

const MEGABYTE = 1024 * 1024;
const tooLarge = () =>
  new ActError(
    'PAYLOAD_TOO_LARGE',
    `The picture is larger than ${AVATAR_MAX_BYTES / MEGABYTE} MB: send a smaller one.`,
  );

function fieldText(field: unknown): string | undefined {
  if (typeof field !== 'object' || field === null || !('value' in field)) return undefined;
  const { value } = field as { value: unknown };
  return typeof value === 'string' ? value : undefined;
}

async function upload(app: FastifyInstance, deps: AvatarRouteDeps) {
  app.post(AVATAR_UPLOAD_ROUTE, async (request, reply) => {
    const now = deps.now();
    try {
      if (!request.isMultipart()) {
        throw new ActError(
          'MALFORMED_REQUEST',
          'Send the picture as multipart/form-data with an `img` file.',
        );
      }
      const file = await request.file();
      if (!file || file.fieldname !== 'img') {
        throw new ActError('INVALID_PARAMS', 'Send the picture as the `img` file.', {
          issues: [{ path: 'img', message: 'required' }],
        });
      }
      // The token comes before the file (spec §7: the params, then the img), or in the header.
      const token = bearerToken(request.headers.authorization) ?? fieldText(file.fields.t);
      if (!token) throw new ActError('UNAUTHENTICATED', 'This needs a session token: please sign in.');
      const session = await authenticateRoute(deps.db, token, now, deps.policy);
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge();
        throw error;
      }
      const actor = { userId: session.userId, username: session.username, ip: request.ip };
      const carrier = fieldText(file.fields[CARRIER_LOGO_FIELD]);
      if (carrier !== undefined) {
        if (!rolesAllow(BLUEKEY_ROLES, session)) {
          throw new ActError('FORBIDDEN', 'Your role may not change a carrier’s logo.');
        }
        if (!/^[1-9]\d{0,9}$/.test(carrier)) {
          throw new ActError('INVALID_PARAMS', 'carrier must be a carrier id.', {
            issues: [{ path: CARRIER_LOGO_FIELD, message: 'expected a carrier id' }],
          });
        }
        const logo = await replaceCarrierLogo(deps.db, Number(carrier), bytes, { actor, now });
        return reply.code(200).send({ ret: 1, data: { logo } });
      }
      const avatar = await replaceAvatar(
        deps.db,
        { id: session.userId, username: session.username },
        await avatarSet(bytes),
        { actor, now },
      );
      return reply.code(200).send({ ret: 1, data: { avatar } });
    } catch (error) {
      if (error instanceof app.multipartErrors.InvalidMultipartContentTypeError) {
        return sendRouteFailure(
          reply,
          new ActError('MALFORMED_REQUEST', 'The body is not multipart/form-data.'),
        );
      }
      if (error instanceof app.multipartErrors.FilesLimitError) {
        return sendRouteFailure(reply, new ActError('INVALID_PARAMS', 'Send one picture at a time.'));
      }
      if (!(error instanceof ActError)) request.log.error({ err: error }, 'avatar upload failed');
      return sendRouteFailure(reply, error);
    }
  });
}

export const avatarRoutes: FastifyPluginAsync<AvatarRouteDeps> = async (app, deps) => {
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
  });
  await upload(app, deps);
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
