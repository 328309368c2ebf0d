// Profile (acts 60201–60206 and the avatar upload of spec §7) on both databases: the avatar's type is decided from
// its bytes, oversized and lying files are refused with a clear error and write nothing, a good one is resized to
// the UI's sizes under a random name and answered by act 50046; the password changes only with the current one and
// the strength rules, ending the other sessions; language and zone; the caller's own sessions.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, AVATAR_SIZES, AVATAR_UPLOAD_ROUTE } from '@bluemanager/protocol';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.js';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';

interface FilePart {
  filename: string;
  type: string;
  content: Buffer;
}

/** A multipart/form-data body as a browser sends it: the fields, then the `img` file. */
function multipart(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----bm${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="img"; filename="${file.filename}"\r\ncontent-type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const photo = (format: 'png' | 'jpeg' | 'gif', width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();

describe.each(testDialects())('Profile on %s', (dialect) => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
  });
  afterAll(() => portal?.close());

  const db = () => portal.database.handle.db;
  const upload = async (token: string, file?: FilePart) => {
    const body = multipart({ t: token }, file);
    const response = await portal.app.inject({
      method: 'POST',
      url: AVATAR_UPLOAD_ROUTE,
      payload: body.payload,
      headers: { 'content-type': body.contentType },
    });
    return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
  };
  const avatarRows = async () =>
    Number(
      (
        await db()
          .selectFrom('avatar_images')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const userId = async (username: string) =>
    (await db().selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow())
      .id;

  it('stores an avatar at the UI sizes under a random name; user info answers it and the route serves it', async () => {
    const token = await portal.login('bdadmin');
    const id = await userId('bdadmin');
    const before = await portal.act('user info', { t: token, bid: id });
    expect(before.body.data?.avatar).not.toMatch(/^\/avatars\//);
    // Named like a GIF, sent as one: the bytes are a JPEG, and that is what counts.
    const { status, body } = await upload(token, {
      filename: 'me.gif',
      type: 'image/gif',
      content: await photo('jpeg'),
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const avatar = (body.data as { avatar: string }).avatar;
    expect(avatar).toMatch(/^\/avatars\/[0-9a-f]{32}\.webp$/);
    expect((await portal.act('user info', { t: token, bid: id })).body.data?.avatar).toBe(avatar);
    const large = await portal.app.inject({ method: 'GET', url: avatar });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-type']).toBe('image/webp');
    expect((await sharp(large.rawPayload).metadata()).width).toBe(AVATAR_SIZES.large);
    const small = await portal.app.inject({
      method: 'GET',
      url: avatar.replace('.webp', `-${AVATAR_SIZES.small}.webp`),
    });
    expect((await sharp(small.rawPayload).metadata()).height).toBe(AVATAR_SIZES.small);
    const entry = await db()
      .selectFrom('operation_log')
      .selectAll()
      .where('operation', '=', 'avatar-changed')
      .where('target', '=', 'bdadmin')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.after_value ?? '{}')).toEqual({ avatar });
    // A new one replaces it; the old images go.
    const next = await upload(token, {
      filename: 'me.png',
      type: 'image/png',
      content: await photo('png', 300, 900),
    });
    expect(next.status).toBe(200);
    expect((await portal.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(404);
    expect(await avatarRows()).toBe(2);
    // Back to the default.
    const removed = await portal.act('remove my avatar', { t: token });
    expect(removed.body.data?.avatar).toBe('-1');
    expect(await avatarRows()).toBe(0);
  });

  it('refuses a file that lies about its type, an unsupported image, a damaged one and an oversized one, writing nothing', async () => {
    const token = await portal.login('ykmanager');
    const logs = await db().selectFrom('operation_log').select('id').execute();
    const text = await upload(token, {
      filename: 'avatar.png',
      type: 'image/png',
      content: Buffer.from('<?php echo "hello"; ?> definitely a png'),
    });
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({ code: 'INVALID_PARAMS' });
    expect(String(text.body.msg)).toContain('not an image');
    const gif = await upload(token, { filename: 'a.jpg', type: 'image/jpeg', content: await photo('gif') });
    expect(gif.status).toBe(400);
    expect(String(gif.body.msg)).toContain('image/gif, not a JPEG, PNG or WebP');
    const png = await photo('png');
    const cut = await upload(token, { filename: 'a.png', type: 'image/png', content: png.subarray(0, 60) });
    expect(cut.status).toBe(400);
    expect(String(cut.body.msg)).toContain('could not be read');
    const huge = Buffer.concat([png, Buffer.alloc(AVATAR_MAX_BYTES)]);
    const big = await upload(token, { filename: 'big.png', type: 'image/png', content: huge });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(String(big.body.msg)).toContain('larger than 5 MB');
    const none = await upload(token);
    expect(none.status).toBe(400);
    expect(await avatarRows()).toBe(0);
    expect(await db().selectFrom('operation_log').select('id').execute()).toHaveLength(logs.length);
    expect((await portal.act('my profile', { t: token })).body.data?.avatar).not.toMatch(/^\/avatars\//);
  });

  it('refuses an upload without a valid session', async () => {
    const image = { filename: 'a.png', type: 'image/png', content: await photo('png') };
    expect((await upload('', image)).status).toBe(401);
    expect((await upload('not-a-token', image)).body).toMatchObject({ code: 'UNAUTHENTICATED' });
    const notMultipart = await portal.app.inject({
      method: 'POST',
      url: AVATAR_UPLOAD_ROUTE,
      payload: { t: 'x' },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect((await portal.app.inject({ method: 'GET', url: '/avatars/../../etc/passwd' })).statusCode).toBe(
      404,
    );
  });

  it('changes language and time zone, refusing an unknown zone', async () => {
    const token = await portal.login('viu');
    const saved = await portal.act('update my profile', {
      t: token,
      language: 'de',
      time_zone: 'America/Toronto',
    });
    expect(saved.body.data).toMatchObject({ language: 'de', time_zone: 'America/Toronto' });
    const bad = await portal.act('update my profile', {
      t: token,
      language: 'de',
      time_zone: 'Mars/Olympus',
    });
    expect(bad.body.code).toBe('INVALID_PARAMS');
    expect((await portal.act('my profile', { t: token })).body.data?.time_zone).toBe('America/Toronto');
  });

  it('changes the password only with the current one and a strong new one, ending the other sessions', async () => {
    const here = await portal.login('emco');
    const elsewhere = await portal.login('emco');
    const wrong = await portal.act('change my password', {
      t: here,
      current: 'nope',
      next: 'Strong-enough-42',
    });
    expect(wrong.body.code).toBe('INVALID_PARAMS');
    expect(JSON.stringify(wrong.body)).toContain('current');
    for (const [next, reason] of [
      ['short1A!', 'at least 12'],
      ['alllowercaseletters', 'three of'],
      ['My-emco-password-1', 'username'],
    ] as const) {
      const weak = await portal.act('change my password', { t: here, current: DEMO_PASSWORD, next });
      expect(weak.body.code, next).toBe('INVALID_PARAMS');
      expect(String(weak.body.msg), next).toContain(reason);
    }
    expect((await portal.act('my sessions', { t: here })).body.data?.items).toHaveLength(2);
    const changed = await portal.act('change my password', {
      t: here,
      current: DEMO_PASSWORD,
      next: 'Parcel-Lockers-2026!',
    });
    expect(changed.body.data?.ended_sessions).toBe(1);
    expect((await portal.act('current session', { t: elsewhere })).body.code).toBe('SESSION_EXPIRED');
    expect((await portal.act('current session', { t: here })).status).toBe(200);
    expect((await portal.act('login', { u: 'emco', p: DEMO_PASSWORD })).body.code).toBe('BAD_CREDENTIALS');
    expect((await portal.act('login', { u: 'emco', p: 'Parcel-Lockers-2026!' })).status).toBe(200);
    const log = await db().selectFrom('operation_log').selectAll().where('target', '=', 'emco').execute();
    expect(JSON.stringify(log)).not.toContain('Parcel-Lockers-2026!');
  });

  it('lists the caller’s own sessions and ends the others, never the current one', async () => {
    const a = await portal.login('amenity');
    const b = await portal.login('amenity');
    const listed = (await portal.act('my sessions', { t: a })).body.data?.items ?? [];
    expect(listed.filter((item) => item.current)).toHaveLength(1);
    const current = listed.find((item) => item.current)?.id;
    expect((await portal.act('end my sessions', { t: a, session: current })).body.code).toBe('CONFLICT');
    // Someone else's session is not "yours".
    const other = (await portal.act('my sessions', { t: await portal.login('minibox') })).body.data?.items[0]
      ?.id;
    expect((await portal.act('end my sessions', { t: a, session: other })).body.code).toBe('NOT_FOUND');
    expect((await portal.act('end my sessions', { t: a })).body.data?.ended).toBe(1);
    expect((await portal.act('current session', { t: b })).body.code).toBe('SESSION_EXPIRED');
    expect((await portal.act('current session', { t: a })).status).toBe(200);
  });
});
