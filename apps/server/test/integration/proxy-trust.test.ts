// Behind a reverse proxy (TRUST_PROXY=1: one proxy in front), the client's address is the one the proxy appended to
// X-Forwarded-For, not the leftmost entry the client may write itself: varying that entry must not get round the
// per-address login lock. A list of proxy addresses works the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/config.js';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';

/** The proxy on the socket; the client's real address, which the proxy appends last. */
const PROXY = '127.0.0.1';
const CLIENT = '203.0.113.7';

describe.each([
  ['a hop count', '1'],
  ['the proxy addresses', '127.0.0.1, ::1'],
  ["proxy-addr's name for them", 'loopback'],
])('the client address behind a proxy given by %s', (_kind, trustProxy) => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal('sqlite', { TRUST_PROXY: trustProxy });
  });
  afterAll(() => portal?.close());

  it('is the entry the proxy wrote, so forged entries do not escape the address lock', async () => {
    for (let i = 0; i < 19; i += 1) {
      const forged = `198.51.100.${i + 1}, ${CLIENT}`;
      const answer = await portal.act(
        'login',
        { u: `guess${i}`, p: 'x' },
        { ip: PROXY, forwardedFor: forged },
      );
      expect(answer.body.code).toBe('BAD_CREDENTIALS');
    }
    const twentieth = await portal.act(
      'login',
      { u: 'guess19', p: 'x' },
      { ip: PROXY, forwardedFor: `198.51.100.99, ${CLIENT}` },
    );
    expect(twentieth.body.code).toBe('ACCOUNT_LOCKED');
    // Another client behind the same proxy is not locked.
    const other = await portal.act(
      'login',
      { u: 'adadmin', p: DEMO_PASSWORD },
      { ip: PROXY, forwardedFor: '203.0.113.8' },
    );
    expect(other.body.level).toBe('6');
  });
});

describe('TRUST_PROXY', () => {
  const problem = (value: string): string => {
    try {
      loadConfig({ TRUST_PROXY: value });
    } catch (error) {
      if (error instanceof ConfigError) return error.problems.join('\n');
      throw error;
    }
    return '';
  };

  it('reads none, a hop count or addresses, and refuses "trust everyone"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2,10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.2', '10.0.0.0/8']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must be the number of proxies/);
  });

  it("accepts what proxy-addr reads: IPs, CIDR ranges, netmasks and proxy-addr's names", () => {
    const list =
      'loopback, linklocal, uniquelocal, 203.0.113.9, 10.0.0.0/8, 10.1.0.0/255.255.0.0, ::1, fd00::/8';
    expect(loadConfig({ TRUST_PROXY: list }).trustProxy).toEqual(list.split(', '));
  });

  it.each([
    ['a host name', 'proxy.example.com, 10.0.0.1', 'proxy.example.com'],
    ['an address out of range', '10.0.0.1, 999.1.1.1', '999.1.1.1'],
    ['a prefix too long', '10.0.0.0/33', '10.0.0.0/33'],
    ['a wildcard', '*', '*'],
    ['an unknown name', 'localhost', 'localhost'],
    ['an empty entry', '10.0.0.1,,10.0.0.2', "''"],
  ])('refuses %s, naming the entry', (_what, value, entry) => {
    const message = problem(value);
    expect(message).toMatch(/^TRUST_PROXY must be the number of proxies in front/);
    expect(message).toContain(entry.startsWith("'") ? entry : `'${entry}' is not`);
  });

  it('names every bad entry at once', () => {
    expect(problem('gateway, 10.0.0.1, 300.0.0.1')).toContain("'gateway', '300.0.0.1' are not");
  });
});
