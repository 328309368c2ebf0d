import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_AES_IV, DEMO_AES_KEY, loadConfig } from '../../src/config/config.js';
import { DEMO_SETTINGS_SECRET_KEY } from '../../src/config/settings-secret-key.js';

const OWN_SETTINGS_KEY = '0123456789abcdef'.repeat(4);

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('has development defaults', () => {
    expect(loadConfig({})).toMatchObject({
      databaseUrl: 'sqlite:data/portal.sqlite',
      host: '127.0.0.1',
      port: 8080,
      aesKey: DEMO_AES_KEY,
      aesIv: DEMO_AES_IV,
      seed: 'demo',
      production: false,
    });
  });

  it('reads HOST, PORT, DATABASE_URL and PORTAL_SEED', () => {
    expect(
      loadConfig({ HOST: '0.0.0.0', PORT: '9090', DATABASE_URL: 'postgres://u@h/db', PORTAL_SEED: 'none' }),
    ).toMatchObject({ host: '0.0.0.0', port: 9090, databaseUrl: 'postgres://u@h/db', seed: 'none' });
  });

  it('reports every problem at once, each naming its variable', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      PORTAL_SEED: 'lots',
      PORTAL_AES_KEY: 'short',
    });
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/PORT must be a whole number/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL must be sqlite:<path> or postgres/);
    expect(problems.join('\n')).toMatch(/PORTAL_SEED must be 'demo' or 'none'/);
    expect(problems.join('\n')).toMatch(/AES key must be 16, 24 or 32 bytes/);
  });

  it('checks the IV length', () => {
    expect(problemsOf({ PORTAL_AES_IV: 'too short' }).join()).toMatch(/IV must be 16 bytes/);
  });

  it('refuses the demo key in production', () => {
    expect(problemsOf({ NODE_ENV: 'production' }).join()).toMatch(/production needs PORTAL_AES_KEY/);
    expect(
      problemsOf({
        NODE_ENV: 'production',
        PORTAL_AES_KEY: 'k'.repeat(32),
        PORTAL_AES_IV: 'i'.repeat(16),
        SETTINGS_SECRET_KEY: OWN_SETTINGS_KEY,
      }),
    ).toEqual([]);
  });

  it('encrypts saved credentials with the demo settings key outside production, refused in production', () => {
    expect(loadConfig({}).settingsSecretKey).toEqual(Buffer.from(DEMO_SETTINGS_SECRET_KEY, 'hex'));
    expect(loadConfig({ SETTINGS_SECRET_KEY: OWN_SETTINGS_KEY }).settingsSecretKey).toEqual(
      Buffer.from(OWN_SETTINGS_KEY, 'hex'),
    );
    expect(problemsOf({ SETTINGS_SECRET_KEY: 'not-hex' }).join()).toMatch(
      /SETTINGS_SECRET_KEY must be 64 hex characters/,
    );
    const production = {
      NODE_ENV: 'production',
      PORTAL_AES_KEY: 'k'.repeat(32),
      PORTAL_AES_IV: 'i'.repeat(16),
    };
    expect(problemsOf(production).join()).toMatch(/production needs SETTINGS_SECRET_KEY of your own/);
    expect(problemsOf({ ...production, SETTINGS_SECRET_KEY: DEMO_SETTINGS_SECRET_KEY }).join()).toMatch(
      /production needs SETTINGS_SECRET_KEY of your own/,
    );
  });

  it('drives the demo lockers on a demo server, but not in production, in tests or when told not to', () => {
    expect(loadConfig({}).demoFleet).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).demoFleet).toBe(false);
    expect(loadConfig({ PORTAL_SEED: 'none' }).demoFleet).toBe(false);
    expect(loadConfig({ DEMO_FLEET: 'off' }).demoFleet).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', DEMO_FLEET: 'on' }).demoFleet).toBe(true);
    const production = {
      NODE_ENV: 'production',
      PORTAL_AES_KEY: 'k'.repeat(32),
      PORTAL_AES_IV: 'i'.repeat(16),
      SETTINGS_SECRET_KEY: OWN_SETTINGS_KEY,
    };
    expect(loadConfig(production).demoFleet).toBe(false);
    expect(problemsOf({ DEMO_FLEET: 'maybe' }).join()).toMatch(/DEMO_FLEET must be 'on', 'off' or 'auto'/);
  });
});
