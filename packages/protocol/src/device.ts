// The device channel: what a locker says to the server on its own route, POST /device, signed with its own key
// (never a user token). Each call is declared once here; the server dispatches from this list and
// docs/protocol.md documents it.
import { z } from 'zod';
import { DOOR_STATES } from './sections/machines/machines.acts.js';
import { dockCall, undockCall } from './sections/bike/bike.device.js';
import { lendCall, returnCall } from './sections/amenity/amenity.device.js';
import { snapshotCall } from './sections/security-camera-view/security-camera-view.device.js';
import { helpCall } from './sections/customer-service/customer-service.device.js';
import { crashCall } from './sections/crash-logs/crash-logs.device.js';
import { adPlaylistCall, adReportCall } from './sections/advertising/advertising.device.js';
import { expressDropOffCall } from './sections/blueexpress/blueexpress.device.js';
import { courierKeyCall } from './sections/bluekey/bluekey.device.js';
import { timestamp } from './schemas.js';

export interface DeviceCallDeclaration<
  Name extends string = string,
  Params extends z.ZodType = z.ZodType,
  Result extends z.ZodType = z.ZodType,
> {
  name: Name;
  summary: string;
  params: Params;
  result: Result;
}

export function defineDeviceCall<
  const Name extends string,
  Params extends z.ZodType,
  Result extends z.ZodType,
>(declaration: DeviceCallDeclaration<Name, Params, Result>): DeviceCallDeclaration<Name, Params, Result> {
  return declaration;
}

/** The headers a device request carries; the signature covers `${uuid}\n${time}\n${body}`. */
export const DEVICE_HEADERS = {
  uuid: 'x-machine-uuid',
  time: 'x-machine-time',
  signature: 'x-machine-signature',
} as const;

/** How far a device's clock may be from the server's before its requests are refused. */
export const DEVICE_CLOCK_SKEW_SECONDS = 300;

/** Wrong pickup codes a machine may see in a row before it stops checking codes for a while. */
export const PICKUP_MAX_FAILURES = 5;
export const PICKUP_LOCKOUT_SECONDS = 15 * 60;

/** The text a device signs. */
export function deviceSigningText(uuid: string, time: string, body: string): string {
  return `${uuid}\n${time}\n${body}`;
}

const compartmentLabel = z.string().trim().min(1).max(8).describe('the compartment label, e.g. A03');

export const heartbeatCall = defineDeviceCall({
  name: 'heartbeat',
  summary:
    "I am alive: the machine's status ('101' online) and run state ('1' in service, '0' out of service). Send one at least every `offlineAfterSeconds / 3`.",
  params: z.object({
    status: z.string().trim().min(1).max(8),
    run_sts: z.enum(['0', '1']),
    // What the machine log keeps when it changes (never one entry per heartbeat): omit what the machine cannot tell.
    firmware: z.string().trim().min(1).max(32).optional().describe('the firmware version, e.g. 2.4.1'),
    power: z.enum(['mains', 'battery']).optional().describe('what the machine runs on now'),
    battery: z.number().int().min(0).max(100).optional().describe('battery charge, percent'),
    network: z.enum(['ethernet', 'wifi', 'cellular']).optional().describe('the link it talks over now'),
  }),
  result: z.object({
    serverTime: timestamp,
    offlineAfterSeconds: z
      .number()
      .int()
      .describe('silence after which the server marks the machine offline'),
  }),
});

export const depositCall = defineDeviceCall({
  name: 'deposit',
  summary:
    'A carrier put a parcel in a compartment and closed the door. The server records it, notifies the recipient and answers the pickup code.',
  params: z.object({
    carrier: z.string().trim().min(1).max(64).describe('carrier code, e.g. Amazon, Canada Post'),
    compartment: compartmentLabel,
    phone: z.string().trim().max(32).default(''),
    email: z.string().trim().max(200).default(''),
    recipient: z.string().trim().max(120).default(''),
    note: z.string().trim().max(200).optional(),
  }),
  result: z.object({ parcelId: z.number().int(), pickupCode: z.string() }),
});

export const pickupCall = defineDeviceCall({
  name: 'pickup',
  summary: `A recipient typed a pickup code. The right code opens its compartment and completes the parcel; after ${PICKUP_MAX_FAILURES} wrong codes in a row the machine refuses codes for ${PICKUP_LOCKOUT_SECONDS / 60} minutes (RATE_LIMITED with retryAfterSeconds).`,
  params: z.object({ code: z.string().trim().min(1).max(16) }),
  result: z.object({ parcelId: z.number().int(), compartment: z.string() }),
});

export const doorCall = defineDeviceCall({
  name: 'door',
  summary:
    "A compartment's door opened, closed or jammed, or was forced open (opened without the machine unlocking it: it reads as open, and the managers are alerted). A jammed door is shown on the compartment grid until it closes.",
  params: z.object({ compartment: compartmentLabel, state: z.enum([...DOOR_STATES, 'forced']) }),
  result: z.object({ compartment: z.string(), door: z.string() }),
});

export const faultCall = defineDeviceCall({
  name: 'fault',
  summary: 'The machine reports a fault (printer, scanner, power…), optionally of one compartment.',
  params: z.object({
    code: z.string().trim().min(1).max(32),
    message: z.string().trim().max(300).default(''),
    compartment: compartmentLabel.optional(),
  }),
  result: z.object({ recorded: z.literal(true) }),
});

export const DEVICE_CALLS = [
  heartbeatCall,
  depositCall,
  pickupCall,
  doorCall,
  faultCall,
  dockCall,
  undockCall,
  snapshotCall,
  helpCall,
  crashCall,
  adPlaylistCall,
  adReportCall,
  lendCall,
  returnCall,
  expressDropOffCall,
  courierKeyCall,
] as const;
export type AnyDeviceCall = (typeof DEVICE_CALLS)[number];
export type DeviceCallName = AnyDeviceCall['name'];
export type DeviceCallParams<N extends DeviceCallName> = z.input<
  Extract<AnyDeviceCall, { name: N }>['params']
>;
export type DeviceCallResult<N extends DeviceCallName> = z.output<
  Extract<AnyDeviceCall, { name: N }>['result']
>;

/** The body of a device request. */
export interface DeviceRequest<N extends DeviceCallName = DeviceCallName> {
  call: N;
  params: DeviceCallParams<N>;
}

/** A device answer: `{ ok: true, data }` or `{ ok: false, code, msg, retryAfterSeconds? }`. */
export type DeviceAnswer<N extends DeviceCallName = DeviceCallName> =
  | { ok: true; data: DeviceCallResult<N> }
  | { ok: false; code: string; msg: string; retryAfterSeconds?: number };
