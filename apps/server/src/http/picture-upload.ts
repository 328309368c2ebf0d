// The one shape of an authenticated picture upload (the avatar, ad files, shop pictures, a post's pictures): one
// multipart file (@fastify/multipart, registered for that route only), from a caller the route's own rule admits,
// refused past the route's own size limit, its type decided from its bytes (uploaded-image.ts), then stored by the
// route. Every refusal is an ActError worded here the same way for every route, answered in the route's envelope.
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { rolesAllow, type Role } from '@bluemanager/protocol';
import type { Database } from '../db/schema.js';
import { ActError } from '../domain/act-error.js';
import { authenticateRoute, type SessionInfo, type SessionPolicy } from '../domain/auth/session.service.js';
import { bearerToken } from '../sections/parcels/route-session.js';
import { sendRouteFailure } from './parcel-export-route.js';
import { sniffUpload, type SniffedImage } from './uploaded-image.js';

const MEGABYTE = 1024 * 1024;
/** A form field's text is a token or an id: a kilobyte is plenty. */
const FIELD_MAX_BYTES = 1024;

/** The text fields sent before the file. */
export type FormText = Readonly<Record<string, string>>;

export interface ReceivedUpload<Uploader> {
  uploader: Uploader;
  bytes: Buffer;
  /** The name the browser gave the file: a label for the log, never trusted for its type. */
  fileName: string;
  /** Its type, from its bytes: already one of the route's kinds. */
  kind: SniffedImage;
  form: FormText;
  request: FastifyRequest;
  now: Date;
}

/** What a route takes: the rules its refusals are worded from. */
export interface UploadShape {
  /** What the messages call the upload: a `picture`, or a `file` where a film is welcome too. */
  noun: 'picture' | 'file';
  /** The file's form field where the route names one (spec §7's `img`); refusals then name it too. */
  field?: string;
  /** The most bytes the route takes: the route's own named constant. */
  maxBytes: number;
  /** The types taken, as MIME types, decided from the bytes. */
  kinds: readonly string[];
  /**
   * Text fields the form may carry before the file (the avatar's token and carrier). With none, the uploader is
   * asked before the body is read; with some, once they have arrived, since they may say who is asking.
   */
  formFields?: number;
}

export interface PictureUploadRules<Uploader, Stored> extends UploadShape {
  /** Who may upload: authenticates the caller and checks their role or level, throwing the refusal. */
  uploader: (request: FastifyRequest, form: FormText, now: Date) => Promise<Uploader>;
  store: (upload: ReceivedUpload<Uploader>) => Promise<Stored>;
  answer: (reply: FastifyReply, stored: Stored) => FastifyReply;
  /** How the route answers a refusal; the act channel's envelope in JSON unless the route has its own. */
  fail?: (reply: FastifyReply, failure: ActError) => FastifyReply;
  /** For the server's log when something unforeseen breaks. */
  logName: string;
  now: () => Date;
}

/** Admits a signed-in session (its token as Bearer, or in the form's `formToken` field) whose role is in `roles`. */
export function sessionUploader(
  deps: { db: Kysely<Database>; policy: SessionPolicy },
  rule: { roles?: readonly Role[]; refusal?: string; formToken?: string } = {},
): (request: FastifyRequest, form: FormText, now: Date) => Promise<SessionInfo> {
  return async (request, form, now) => {
    const token =
      bearerToken(request.headers.authorization) ??
      (rule.formToken === undefined ? undefined : form[rule.formToken]);
    if (!token) throw new ActError('UNAUTHENTICATED', 'This needs a session token: please sign in.');
    const session = await authenticateRoute(deps.db, token, now, deps.policy);
    if (rule.roles && !rolesAllow(rule.roles, session)) {
      throw new ActError('FORBIDDEN', rule.refusal ?? 'Your role may not upload this.');
    }
    return session;
  };
}

/** Who the operation log names for an upload by a signed-in session, and when. */
export const sessionWriter = ({ uploader, request, now }: ReceivedUpload<SessionInfo>) => ({
  actor: { userId: uploader.userId, username: uploader.username, ip: request.ip },
  now,
});

function formText(file: MultipartFile): FormText {
  const text: Record<string, string> = {};
  for (const [name, field] of Object.entries(file.fields)) {
    if (field && !Array.isArray(field) && field.type === 'field' && typeof field.value === 'string') {
      text[name] = field.value;
    }
  }
  return text;
}

const refusal = (message: string, field: string | undefined, issue = message) =>
  new ActError('INVALID_PARAMS', message, field ? { issues: [{ path: field, message: issue }] } : undefined);

/** The multipart library's own errors, worded as refusals; anything else is not a refusal. */
function multipartRefusal(scope: FastifyInstance, error: unknown, rules: UploadShape): ActError | undefined {
  const errors = scope.multipartErrors;
  if (error instanceof errors.RequestFileTooLargeError) {
    return new ActError(
      'PAYLOAD_TOO_LARGE',
      `The ${rules.noun} is larger than ${rules.maxBytes / MEGABYTE} MB: send a smaller one.`,
    );
  }
  if (error instanceof errors.InvalidMultipartContentTypeError) {
    return new ActError('MALFORMED_REQUEST', 'The body is not multipart/form-data.');
  }
  if (error instanceof errors.FilesLimitError) {
    return new ActError('INVALID_PARAMS', `Send one ${rules.noun} at a time.`);
  }
  if (error instanceof errors.FieldsLimitError || error instanceof errors.PartsLimitError) {
    return new ActError('INVALID_PARAMS', `Send the ${rules.noun} without other fields.`);
  }
  return undefined;
}

async function receive<Uploader>(
  request: FastifyRequest,
  rules: UploadShape & Pick<PictureUploadRules<Uploader, unknown>, 'uploader'>,
  now: Date,
): Promise<ReceivedUpload<Uploader>> {
  const early = rules.formFields ? undefined : await rules.uploader(request, {}, now);
  if (!request.isMultipart()) {
    const named = rules.field ? ` with an \`${rules.field}\` file` : '';
    throw new ActError('MALFORMED_REQUEST', `Send the ${rules.noun} as multipart/form-data${named}.`);
  }
  const file = await request.file();
  if (!file || (rules.field !== undefined && file.fieldname !== rules.field)) {
    throw rules.field
      ? refusal(`Send the ${rules.noun} as the \`${rules.field}\` file.`, rules.field, 'required')
      : refusal(`No ${rules.noun} was sent.`, undefined);
  }
  const form = formText(file);
  const uploader = early ?? (await rules.uploader(request, form, now));
  const bytes = await file.toBuffer();
  if (bytes.length === 0) throw refusal('The file is empty.', rules.field);
  const kind = await sniffUpload(bytes, rules.kinds, rules.field);
  return { uploader, bytes, fileName: file.filename, kind, form, request, now };
}

/** Registers POST `path` taking one picture by `rules`; multipart is accepted by this route only. */
export async function pictureUploadRoute<Uploader, Stored>(
  app: FastifyInstance,
  path: string,
  options: RouteShorthandOptions,
  rules: PictureUploadRules<Uploader, Stored>,
): Promise<void> {
  await app.register(async (scope) => {
    const fields = rules.formFields ?? 0;
    await scope.register(multipart, {
      limits: {
        fileSize: rules.maxBytes,
        files: 1,
        fields,
        fieldSize: FIELD_MAX_BYTES,
        parts: fields + 1,
      },
    });
    scope.post(path, options, async (request, reply) => {
      try {
        const upload = await receive(request, rules, rules.now());
        return rules.answer(reply, await rules.store(upload));
      } catch (error) {
        const known = error instanceof ActError ? error : multipartRefusal(scope, error, rules);
        if (!known) request.log.error({ err: error }, `${rules.logName} upload failed`);
        const failure = known ?? new ActError('INTERNAL', 'The server failed.');
        return (rules.fail ?? sendRouteFailure)(reply, failure);
      }
    });
  });
}
