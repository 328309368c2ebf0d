// A temporary password an admin reads to a colleague: 16 characters from an alphabet without look-alikes (no 0/O,
// 1/l/I), in four groups, about 90 bits of randomness. It is answered once and stored only as its argon2 hash.
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

export function newTemporaryPassword(): string {
  const groups = Array.from({ length: 4 }, () =>
    Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}
