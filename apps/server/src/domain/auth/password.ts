import { hash, verify, type Algorithm } from '@node-rs/argon2';

// OWASP's argon2id minimum: 19 MiB of memory, two passes, one lane. The library's Algorithm is a const enum,
// which isolated modules cannot read, hence its value (2 = Argon2id) spelled out.
const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this keeps a login for an unknown user as slow as one with a wrong password.
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy password that matches nobody');
  return decoyHash;
}
