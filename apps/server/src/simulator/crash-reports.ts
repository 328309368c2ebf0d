// The crashes a simulated locker reports after a restart: a few faults real locker firmware has, each with the stack
// and the last log lines it would send, so the demo's Crash Logs fill with groups that recur across lockers. Shared
// with the demo seed, which plants the same faults in the past.
import type { DeviceCallParams } from '@bluemanager/protocol';
import type { Random } from '../db/seed/random.js';

export interface CrashTemplate {
  message: string;
  stack: string;
  events: readonly string[];
}

export const LOCKER_CRASHES: readonly CrashTemplate[] = [
  {
    message: 'Segmentation fault in door controller at 0x7f3a21c4',
    stack: [
      'at lockctl::bus::read_status (bus.c:212)',
      'at lockctl::door::poll (door.c:88)',
      'at main_loop (main.c:145)',
    ].join('\n'),
    events: ['door A03 unlock requested', 'bus timeout on board 2', 'retrying bus read'],
  },
  {
    message: 'Watchdog reset: UI thread blocked for 30 s',
    stack: ['at ui::render_frame (render.cpp:431)', 'at ui::loop (ui.cpp:77)'].join('\n'),
    events: ['screen brightness 80%', 'loading ad group 12', 'decoding video frame'],
  },
  {
    message: 'Out of memory allocating 4194304 bytes for camera buffer',
    stack: ['at camera::capture (capture.c:59)', 'at deposit::snapshot (deposit.c:140)'].join('\n'),
    events: ['deposit started B02', 'camera capture requested', 'heap free 3.1 MB'],
  },
  {
    message: 'Unhandled exception: TLS handshake failed with code 80',
    stack: ['at net::tls_connect (tls.c:301)', 'at sync::push_events (sync.c:64)'].join('\n'),
    events: ['network cellular', 'signal weak', 'reconnecting to server'],
  },
];

export function randomCrash(random: Random, firmware: string): DeviceCallParams<'crash'> {
  const crash = random.pick(LOCKER_CRASHES);
  return { firmware, message: crash.message, stack: crash.stack, events: [...crash.events] };
}
