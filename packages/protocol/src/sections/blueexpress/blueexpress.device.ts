// The locker's BlueExpress call on the device channel (POST /device, signed by the machine): a sender types the
// drop-off code, the locker opens a free door of the shipment's size and the shipment is dropped off. A plain
// object, not defineDeviceCall, because device.ts lists it in DEVICE_CALLS and a value import back would be a cycle.
import { z } from 'zod';
import type { DeviceCallDeclaration } from '../../device.js';

export const expressDropOffCall = {
  name: 'express-drop-off',
  summary:
    "A sender typed a BlueExpress drop-off code. The right code of a paid shipment leaving from this locker opens a free compartment of its size (answered) and the shipment is dropped off; an unpaid one is refused (CONFLICT). Wrong codes count with the pickup codes': after five in a row the locker refuses codes for a while (RATE_LIMITED with retryAfterSeconds).",
  params: z.object({ code: z.string().trim().min(1).max(16) }),
  result: z.object({ number: z.string(), compartment: z.string() }),
} as const satisfies DeviceCallDeclaration<'express-drop-off'>;
