// Serving the built web app: the precompressed copy when the browser accepts it, hashed assets cached for a year
// as immutable, the page revalidated on every visit.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAppRoutes } from '../../src/http/web-app.js';

const SCRIPT = `console.log(${JSON.stringify('a line of the app '.repeat(200))});`;

describe('the web app as served', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'bm-web-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><script src="/assets/app-3f2a1b.js"></script>');
    writeFileSync(join(root, 'assets/app-3f2a1b.js'), SCRIPT);
    writeFileSync(join(root, 'assets/app-3f2a1b.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(root, 'assets/app-3f2a1b.js.gz'), gzipSync(SCRIPT));
    // A file without compressed copies (an image): served as it is, whatever the browser accepts.
    writeFileSync(join(root, 'assets/logo-9c8d7e.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    app = Fastify();
    await webAppRoutes(app, root);
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends the brotli copy to a browser that takes it, gzip to one that takes only gzip', async () => {
    const brotli = await app.inject({
      url: '/assets/app-3f2a1b.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    const gzip = await app.inject({ url: '/assets/app-3f2a1b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({
      url: '/assets/app-3f2a1b.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('caches hashed assets for a year and has the page revalidated', async () => {
    const asset = await app.inject({ url: '/assets/app-3f2a1b.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<!doctype html>');
    const image = await app.inject({
      url: '/assets/logo-9c8d7e.png',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
  });
});
