// The crash device call (`crash`, see crash-logs.device.ts in the protocol): a locker's report after a restart.
import type { Kysely } from 'kysely';
import type { DeviceCallResult, crashCall } from '@bluemanager/protocol';
import type { z } from 'zod';
import type { Database } from '../../db/schema.js';
import type { DeviceMachine } from '../../domain/devices/device-auth.js';
import { recordCrash } from './crash-record.js';

export function crashAtLocker(
  db: Kysely<Database>,
  machine: DeviceMachine,
  params: z.output<(typeof crashCall)['params']>,
  now: Date,
): Promise<DeviceCallResult<'crash'>> {
  return recordCrash(
    db,
    {
      origin: 'locker',
      machineId: machine.id,
      version: params.firmware,
      message: params.message,
      stack: params.stack,
      events: params.events,
      route: '',
    },
    { userId: null, username: machine.name, ip: '' },
    now,
  );
}
