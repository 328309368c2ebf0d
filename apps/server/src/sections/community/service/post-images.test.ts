// Pictures on residents' posts, on both databases: a resident uploads a picture (multipart `img` to
// /api/community/bulletinimage), names it in a new post, and readers get the server's own WebP copies; the type is
// decided by the bytes, a neighbour cannot put someone else's picture in their post (and the post is not written),
// and a deleted post takes its pictures with it.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_IMAGES, type PostItem } from '@bluemanager/protocol';
import { startTestPortal, type TestPortal } from '../../../../test/support/test-portal.js';
import { testDialects } from '../../../../test/support/test-dialects.js';
import { multipartFile } from '../../advertising/upload-request.js';

interface Answer {
  status: number;
  body: { ret?: number; code?: string; msg?: string; result?: unknown };
}

describe.each(testDialects())('pictures on community posts on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  const residents: string[] = [];
  let photo: Buffer;

  const answerOf = (response: { statusCode: number; payload: string }): Answer => ({
    status: response.statusCode,
    body: JSON.parse(response.payload) as Answer['body'],
  });
  const upload = async (token: string, content: Buffer, fileName = 'photo.png', type = 'image/png') => {
    const { payload, headers } = multipartFile(content, fileName, type, 'img');
    return answerOf(
      await portal.app.inject({
        method: 'POST',
        url: `/api/community${POST_IMAGES.uploadPath}`,
        headers: { ...headers, authorization: `Bearer ${token}` },
        payload,
      }),
    );
  };
  const write = async (token: string, images: string[]) =>
    answerOf(
      await portal.app.inject({
        method: 'POST',
        url: '/api/community/bulletinlist',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({
          title: 'Bike for sale',
          body: 'Blue, 16 inch, barely used.',
          category: 4,
          images,
        }),
      }),
    );
  const postCount = async () =>
    Number(
      (
        await portal.database.handle.db
          .selectFrom('community_posts')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
    const board = await portal.database.handle.db
      .selectFrom('community_posts')
      .select('building_id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const members = await portal.database.handle.db
      .selectFrom('members')
      .select('id')
      .where('building_id', '=', board.building_id)
      .where('status', '=', 'active')
      .orderBy('id')
      .limit(2)
      .execute();
    for (const { id: member } of members) {
      const { body } = await portal.act('issue member community token', { t: admin, member });
      residents.push((body.data as { token: string }).token);
    }
    photo = await sharp({
      create: { width: 2400, height: 1800, channels: 3, background: { r: 30, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
  });
  afterAll(() => portal?.close());

  it('takes a picture, puts it in the new post, and serves only its WebP copies, resized', async () => {
    const uploaded = await upload(residents[0] ?? '', photo);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const image = uploaded.body.result as { name: string; url: string; thumb: string; width: number };
    expect(image.width).toBe(POST_IMAGES.fullSide);
    const created = await write(residents[0] ?? '', [image.name]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const post = created.body.result as PostItem;
    expect(post.images).toEqual([{ url: image.url, thumb: image.thumb, width: 1600, height: 1200 }]);

    const read = await portal.act('community post', { t: admin, id: post.id });
    expect((read.body.data as { post: PostItem }).post.images).toHaveLength(1);

    for (const [url, side] of [
      [image.url, POST_IMAGES.fullSide],
      [image.thumb, POST_IMAGES.thumbSide],
    ] as const) {
      const served = await portal.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const metadata = await sharp(served.rawPayload).metadata();
      expect([metadata.format, metadata.width]).toEqual(['webp', side]);
    }
    const deleted = await portal.act('delete community post', { t: admin, id: post.id, reason: 'sold' });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await portal.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
  });

  it('decides the type by the bytes: text named .png, or a PNG cut short, is refused', async () => {
    const text = await upload(residents[0] ?? '', Buffer.from('<script>alert(1)</script>'), 'evil.png');
    expect([text.status, text.body.code]).toEqual([400, 'INVALID_PARAMS']);
    expect(text.body.msg).toContain('not an image');
    const cut = await upload(residents[0] ?? '', photo.subarray(0, 200));
    expect([cut.status, cut.body.code]).toEqual([400, 'INVALID_PARAMS']);
  });

  it("refuses a post naming a neighbour's picture, and writes no post", async () => {
    const mine = (await upload(residents[0] ?? '', photo)).body.result as { name: string };
    const before = await postCount();
    const taken = await write(residents[1] ?? '', [mine.name]);
    expect([taken.status, taken.body.code]).toEqual([400, 'INVALID_PARAMS']);
    const unknown = await write(residents[1] ?? '', ['0'.repeat(32)]);
    expect(unknown.body.code).toBe('INVALID_PARAMS');
    const notAName = await write(residents[1] ?? '', ['../../etc/passwd']);
    expect(notAName.body.code).toBe('INVALID_PARAMS');
    expect(await postCount()).toBe(before);
    expect(
      (await portal.app.inject({ method: 'GET', url: `${POST_IMAGES.route}/nothing.webp` })).statusCode,
    ).toBe(404);
  });

  it('refuses an upload without a member token', async () => {
    const { payload, headers } = multipartFile(photo, 'photo.png', 'image/png', 'img');
    const anonymous = await portal.app.inject({
      method: 'POST',
      url: `/api/community${POST_IMAGES.uploadPath}`,
      headers,
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
