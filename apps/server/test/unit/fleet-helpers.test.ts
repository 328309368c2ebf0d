import { describe, expect, it } from 'vitest';
import { deviceSigningText } from '@bluemanager/protocol';
import { csvField } from '@bluemanager/protocol';
import { addDays, daysBetween } from '../../src/sections/dashboard/utc-days.js';
import {
  devicePrivateKey,
  devicePublicKey,
  newDeviceSecret,
  signDeviceText,
  verifyDeviceText,
} from '../../src/domain/devices/device-keys.js';
import { offlineBanner } from '../../src/sections/machines/fleet-alerts.js';
import { sweepIntervalMs } from '../../src/jobs/offline-sweep.js';
import { assertLoopback, percentile } from '../../src/simulator/fleet-simulator.js';
import { simulatorCredential } from '../../src/simulator/sim-credentials.js';

describe('device keys', () => {
  it('verifies what the secret signed and nothing else', () => {
    const secret = newDeviceSecret();
    const stored = devicePublicKey(secret);
    expect(stored).not.toContain(secret);
    const text = deviceSigningText('uuid-1', '1700000000000', '{"call":"heartbeat"}');
    const signature = signDeviceText(devicePrivateKey(secret), text);
    expect(verifyDeviceText(stored, text, signature)).toBe(true);
    expect(verifyDeviceText(stored, `${text} `, signature)).toBe(false);
    expect(verifyDeviceText(devicePublicKey(newDeviceSecret()), text, signature)).toBe(false);
    expect(verifyDeviceText(stored, text, 'not base64 of 64 bytes')).toBe(false);
    expect(() => devicePrivateKey('short')).toThrow();
  });

  it('derives the same simulator credentials from the same passphrase', () => {
    expect(simulatorCredential('p', 3)).toEqual(simulatorCredential('p', 3));
    expect(simulatorCredential('p', 3).secret).not.toBe(simulatorCredential('q', 3).secret);
    expect(simulatorCredential('p', 3).uuid).toMatch(/^sim-[0-9a-f]{8}-00003$/);
  });
});

describe('fleet helpers', () => {
  it("writes the spec's offline banner", () => {
    expect(offlineBanner([])).toBe('');
    expect(offlineBanner(['A#Lobby', 'B#Hall'])).toBe('Offline locker : A#Lobby;B#Hall');
  });

  it('sweeps often enough for the silence, within bounds', () => {
    expect(sweepIntervalMs(120)).toBe(30_000);
    expect(sweepIntervalMs(3)).toBe(750);
    expect(sweepIntervalMs(0.1)).toBe(250);
  });

  it('quotes CSV fields and defuses formulas', () => {
    expect(csvField('Maple Court')).toBe('Maple Court');
    expect(csvField('Court, The')).toBe('"Court, The"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=cmd()')).toBe("'=cmd()");
    expect(csvField(-3)).toBe('-3');
  });

  it('counts UTC days across month ends', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(daysBetween('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });

  it('lets the simulator talk to this machine only', () => {
    for (const url of [
      'http://127.0.0.1:8080',
      'http://localhost:1',
      'http://127.9.9.9',
      'http://[::1]:80',
    ]) {
      expect(() => assertLoopback(url)).not.toThrow();
    }
    for (const url of ['http://10.0.0.1', 'http://192.168.1.2:8080', 'https://example.com']) {
      expect(() => assertLoopback(url)).toThrow(/only talks to this machine/);
    }
    expect(percentile([5, 1, 3, 2, 4], 50)).toBe(3);
    expect(percentile([], 99)).toBe(0);
  });
});
