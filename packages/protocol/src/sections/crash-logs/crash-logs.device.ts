// A locker's crash report on the device channel (POST /device, signed by the locker), sent when it restarts after a
// crash: its firmware, the message and stack, and the last events it logged. Declared as a plain object for the
// reason bike.device.ts gives.
import { z } from 'zod';
import type { DeviceCallDeclaration } from '../../device.js';

export const crashCall = {
  name: 'crash',
  summary:
    'The locker crashed and restarted: the report is added to its crash group (same firmware message and top frame), which reopens if it had been resolved.',
  params: z.object({
    firmware: z.string().trim().min(1).max(32).describe('the firmware version that crashed, e.g. 2.4.1'),
    message: z.string().trim().min(1).max(500),
    stack: z.string().trim().max(8000).default(''),
    events: z
      .array(z.string().trim().min(1).max(200))
      .max(20)
      .default([])
      .describe('its last log lines before the crash, oldest first'),
  }),
  result: z.object({ group: z.number().int(), count: z.number().int(), reopened: z.boolean() }),
} as const satisfies DeviceCallDeclaration<'crash'>;
