// A crash's signature: what stays the same each time the same fault happens. Numbers, addresses and bundle hashes
// change from one crash (or build) to the next, so they are taken out of the message and the top stack frame
// before hashing; the origin keeps a locker's fault apart from a browser's.
import { createHash } from 'node:crypto';
import type { CrashOrigin } from '@bluemanager/protocol';

const firstLine = (text: string) => (text.split(/\r?\n/, 1)[0] ?? '').trim();

/** The message's first line without what varies: hex addresses, numbers, quoted values. */
export function normalisedMessage(message: string): string {
  return firstLine(message)
    .replace(/0x[0-9a-f]+/gi, '0x?')
    .replace(/(["'`]).*?\1/g, '$1?$1')
    .replace(/\d+/g, 'N')
    .slice(0, 200);
}

/** The first line of the stack that names code (a frame), without line and column, query or bundle hash. */
export function topFrame(stack: string): string {
  const lines = stack
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const frame = lines.find((line) => /^at\s|@|\(.*:\d+/.test(line)) ?? lines[0] ?? '';
  return frame
    .replace(/^at\s+/, '')
    .replace(/https?:\/\/[^/\s)]+/g, '')
    .replace(/[?#][^\s):]*/g, '')
    .replace(/-[A-Za-z0-9_]{8}\.js/g, '.js')
    .replace(/:\d+(:\d+)?/g, '')
    .slice(0, 200);
}

export function crashSignature(origin: CrashOrigin, message: string, stack: string): string {
  return createHash('sha256')
    .update(`${origin}\n${normalisedMessage(message)}\n${topFrame(stack)}`)
    .digest('hex')
    .slice(0, 32);
}

export const crashTitle = (message: string) => firstLine(message).slice(0, 200);
