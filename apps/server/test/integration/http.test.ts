import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';
import { testDialects } from '../support/test-dialects.js';

describe.each(testDialects())('http on %s', (dialect) => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
  });
  afterAll(() => portal?.close());

  it('answers /healthz from the database', async () => {
    const response = await portal.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: dialect });
  });

  it('sends the security headers', async () => {
    const response = await portal.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('gives the web app the channel key', async () => {
    const response = await portal.app.inject({ method: 'GET', url: '/client-config' });
    expect(response.json()).toEqual({
      aesKey: portal.config.aesKey,
      aesIv: portal.config.aesIv,
      version: '1.3.0',
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe.each(testDialects())('health when the database is gone, on %s', (dialect) => {
  it('answers 503', async () => {
    const portal = await startTestPortal(dialect);
    await portal.database.handle.close();
    const response = await portal.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: dialect });
    await portal.close();
  });
});
