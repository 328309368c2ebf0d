// The built server as `npm start` runs it: seeds an empty database, serves, keeps secrets out of its logs,
// stops cleanly on SIGTERM, and refuses production on demo settings.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actFormBody, createBrowserActCodec } from '@bluemanager/protocol';
import { DEMO_AES_IV, DEMO_AES_KEY } from '../../src/config/config.js';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.js';
import { freePort, requireBuiltServer, runServer as run, waitForHealth } from '../support/server-process.js';

describe('the server process', () => {
  let dir: string;
  beforeAll(() => {
    requireBuiltServer();
    dir = mkdtempSync(join(tmpdir(), 'bluemanager-process-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('seeds, serves the act channel, logs no secrets and stops on SIGTERM', async () => {
    const port = await freePort();
    const server = run({
      DATABASE_URL: `sqlite:${join(dir, 'portal.sqlite')}`,
      PORT: String(port),
      HOST: '127.0.0.1',
    });
    await waitForHealth(port, server);
    const codec = createBrowserActCodec(DEMO_AES_KEY, DEMO_AES_IV);
    const par = codec.encryptJson({ u: 'sysadmin', p: DEMO_PASSWORD });
    const response = await fetch(`http://127.0.0.1:${port}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: actFormBody(8002, par),
    });
    const login = codec.decryptJson(await response.text()) as { token: string; level: string };
    expect(login.level).toBe('10');
    const urls = await fetch(`http://127.0.0.1:${port}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: actFormBody(50038, codec.encryptJson({ t: login.token })),
    });
    expect(codec.decryptJson(await urls.text())).toMatchObject({ ret: 1 });

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const log = server.output();
    expect(log).toContain('empty database seeded with the demo network');
    expect(log).toContain('"act":8002');
    expect(log).toContain('shutting down');
    expect(log).not.toContain(DEMO_PASSWORD);
    expect(log).not.toContain(login.token);
    expect(log).not.toContain(par);
  });

  it('refuses to start on bad configuration, saying why', async () => {
    const server = run({ PORT: 'eighty', PORTAL_AES_KEY: 'short' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Configuration is not valid:');
    expect(server.output()).toContain('PORT must be a whole number');
    expect(server.output()).toContain('the AES key must be 16, 24 or 32 bytes');
  });

  it('refuses to start on a TRUST_PROXY entry proxy-addr cannot read, naming it without a stack trace', async () => {
    const server = run({ TRUST_PROXY: 'loopback, proxy.internal', PORT: String(await freePort()) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Configuration is not valid:');
    expect(server.output()).toContain("'proxy.internal' is not");
    expect(server.output()).not.toMatch(/^\s+at /m);
  });

  it('refuses production with the demo key, and with demo accounts present', async () => {
    const demoKey = run({ NODE_ENV: 'production', DATABASE_URL: `sqlite:${join(dir, 'prod.sqlite')}` });
    expect(await demoKey.exited).toBe(1);
    expect(demoKey.output()).toContain(
      'NODE_ENV=production needs PORTAL_AES_KEY and PORTAL_AES_IV of your own',
    );
    expect(demoKey.output()).toContain('NODE_ENV=production needs SETTINGS_SECRET_KEY of your own');

    const ownKey = {
      PORTAL_AES_KEY: 'production-key-0123456789abcdef!',
      PORTAL_AES_IV: 'production-iv-01',
      SETTINGS_SECRET_KEY: '0123456789abcdef'.repeat(4),
      PORT: String(await freePort()),
    };
    const demoAccounts = run({
      ...ownKey,
      NODE_ENV: 'production',
      DATABASE_URL: `sqlite:${join(dir, 'portal.sqlite')}`,
    });
    expect(await demoAccounts.exited).toBe(1);
    expect(demoAccounts.output()).toContain('refuses to start with the demo accounts present');
  });
});
