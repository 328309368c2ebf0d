// Ad files (POST /api/ads/media, GET /ad-media/…) and the items made of them (act 53021), on both databases: the
// bytes decide what a file is, whatever its name says; limits on size and a film's length; the file's width and
// height must be the item's picture size; only advertising admins upload; a refusal stores nothing.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';
import { demoPoster } from './ad-media-seed.js';
import { testFilm } from './test-film.js';
import { multipartFile } from './upload-request.js';

describe.each(testDialects())('ad files on %s', (dialect) => {
  let portal: TestPortal;
  let adadmin: string;
  let groupId: number;
  const db = () => portal.database.handle.db;
  const countMedia = async () => (await db().selectFrom('ad_media').select('sha256').execute()).length;

  const upload = async (token: string | undefined, content: Buffer, name: string, type = 'image/png') => {
    const { payload, headers } = multipartFile(content, name, type);
    const response = await portal.app.inject({
      method: 'POST',
      url: '/api/ads/media',
      payload,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };

  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    adadmin = await portal.login('adadmin');
    const groups = await portal.act('ad groups', { t: adadmin, q: 'Winter warmers' });
    groupId = groups.body.data?.items[0]?.id ?? 0;
  });
  afterAll(() => portal?.close());

  it('keeps a picture by its content, with a thumbnail, and makes an item of it', async () => {
    const poster = await demoPoster('Spring blend', 1080, 1920);
    const uploaded = await upload(adadmin, poster, 'spring.png', 'image/png');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    // The name said PNG; the bytes are a JPEG, and the bytes win.
    expect(uploaded.body).toMatchObject({ kind: 'image', mime: 'image/jpeg', width: 1080, height: 1920 });
    const sha256 = String(uploaded.body.sha256);
    const file = await portal.app.inject({ method: 'GET', url: `/ad-media/${sha256}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toContain('immutable');
    expect(Buffer.compare(file.rawPayload, poster)).toBe(0);
    const thumb = await portal.app.inject({ method: 'GET', url: `/ad-media/${sha256}/thumb` });
    const facts = await sharp(thumb.rawPayload).metadata();
    expect(facts.format).toBe('jpeg');
    expect(Math.max(facts.width ?? 0, facts.height ?? 0)).toBe(320);
    expect((await portal.app.inject({ method: 'GET', url: `/ad-media/${'0'.repeat(64)}` })).statusCode).toBe(
      404,
    );

    const again = await upload(adadmin, poster, 'again.jpg', 'image/jpeg');
    expect(again.body.sha256).toBe(sha256);
    const logged = await db()
      .selectFrom('operation_log')
      .select('operation')
      .where('operation', '=', 'ad-media-uploaded')
      .execute();
    expect(logged.length).toBe(1);

    const item = await portal.act('create ad item', {
      t: adadmin,
      group_id: groupId,
      type: 'image',
      name: 'Spring blend',
      size: '1080x1920',
      duration_seconds: 9,
      media: sha256,
    });
    expect(item.body.data).toMatchObject({
      name: 'Spring blend|1080x1920',
      duration_seconds: 9,
      media: { sha256, kind: 'image', width: 1080, height: 1920 },
    });
  });

  it('takes an MP4 film for its own length and size', async () => {
    const film = testFilm({ width: 1080, height: 1920, seconds: 6 });
    const uploaded = await upload(adadmin, film, 'rush.mp4', 'video/mp4');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    expect(uploaded.body).toMatchObject({
      kind: 'video',
      mime: 'video/mp4',
      width: 1080,
      height: 1920,
      duration_seconds: 6,
    });
    const thumb = await portal.app.inject({
      method: 'GET',
      url: `/ad-media/${String(uploaded.body.sha256)}/thumb`,
    });
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    const item = await portal.act('create ad item', {
      t: adadmin,
      group_id: groupId,
      type: 'video',
      name: 'Rush hour',
      size: '1080x1920',
      duration_seconds: 30,
      media: String(uploaded.body.sha256),
    });
    expect(item.body.data).toMatchObject({ type: 'video', duration_seconds: 6 });

    const long = await upload(
      adadmin,
      testFilm({ width: 1080, height: 1920, seconds: 301 }),
      'long.mp4',
      'video/mp4',
    );
    expect(long).toMatchObject({ status: 400, body: { code: 'INVALID_PARAMS' } });
  });

  it('refuses what is not the picture or film it claims, too large, or from the wrong person, storing nothing', async () => {
    const before = await countMedia();
    const text = await upload(adadmin, Buffer.from('<svg onload="alert(1)"></svg>'), 'evil.png', 'image/png');
    expect(text).toMatchObject({ status: 400, body: { code: 'INVALID_PARAMS' } });
    const truncated = (await demoPoster('Cut', 400, 400)).subarray(0, 200);
    expect((await upload(adadmin, truncated, 'cut.jpg', 'image/jpeg')).body).toMatchObject({
      code: 'INVALID_PARAMS',
    });
    const noise = await sharp(
      Buffer.from(Array.from({ length: 1400 * 1400 * 3 }, (_, i) => (i * 7919) % 251)),
      {
        raw: { width: 1400, height: 1400, channels: 3 },
      },
    )
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(await upload(adadmin, noise, 'big.png')).toMatchObject({
      status: 413,
      body: { code: 'PAYLOAD_TOO_LARGE' },
    });
    const poster = await demoPoster('Nope', 200, 200);
    expect((await upload(undefined, poster, 'a.jpg')).status).toBe(401);
    for (const username of ['bdadmin', 'partneradmin', 'parceladmin']) {
      expect((await upload(await portal.login(username), poster, 'a.jpg')).status, username).toBe(403);
    }
    expect(await countMedia()).toBe(before);
  });

  it("refuses an item whose file is not of its type or of the screen's size", async () => {
    const landscape = await upload(adadmin, await demoPoster('Wide', 1920, 1080), 'wide.jpg', 'image/jpeg');
    const valid = {
      t: adadmin,
      group_id: groupId,
      type: 'image' as const,
      name: 'Wide',
      size: '1080x1920',
      duration_seconds: 10,
      media: String(landscape.body.sha256),
    };
    const items = async () => (await db().selectFrom('ad_items').select('id').execute()).length;
    const before = await items();
    expect((await portal.act('create ad item', valid)).body).toMatchObject({
      code: 'INVALID_PARAMS',
      issues: [{ path: 'size' }],
    });
    expect(
      (await portal.act('create ad item', { ...valid, size: '1920x1080', type: 'video' })).body,
    ).toMatchObject({
      code: 'INVALID_PARAMS',
      issues: [{ path: 'media' }],
    });
    expect((await portal.act('create ad item', { ...valid, media: 'f'.repeat(64) })).body).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await portal.act('create ad item', { ...valid, media: '../etc/passwd' })).body).toMatchObject({
      code: 'INVALID_PARAMS',
      issues: [{ path: 'media' }],
    });
    expect(await items()).toBe(before);
    const fits = await portal.act('create ad item', { ...valid, size: '1920x1080' });
    expect(fits.body.data?.name).toBe('Wide|1920x1080');
  });
});
