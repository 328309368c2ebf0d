import { describe, expect, it } from 'vitest';
import { canCall, loginAct, machineCreateAct, parcelListAct, sessionAct } from '../src/index.js';

describe('canCall: whether a user may call an act at all, as the dispatcher decides', () => {
  const sysadmin = { level: '10', bPartner: false } as const;
  const partnerAdmin = { level: '10', bPartner: true } as const;
  const manager = { level: '1', bPartner: false } as const;

  it('follows the act’s declared roles, with -2 for business partners', () => {
    expect(canCall(machineCreateAct, sysadmin)).toBe(true);
    expect(canCall(machineCreateAct, partnerAdmin)).toBe(false);
    expect(canCall(machineCreateAct, manager)).toBe(false);
    expect(canCall(parcelListAct, manager)).toBe(true);
  });

  it('opens public acts to anyone and signed-in acts to any user', () => {
    expect(canCall(loginAct, undefined)).toBe(true);
    expect(canCall(sessionAct, manager)).toBe(true);
    expect(canCall(sessionAct, undefined)).toBe(false);
  });
});
