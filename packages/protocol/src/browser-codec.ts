// The codec for browsers (and any runtime without node:crypto): AES-CBC from @noble/ciphers, padding disabled
// because zero padding is applied by createActCodec.
import { cbc } from '@noble/ciphers/aes.js';
import { createActCodec, describeKeyProblem, utf8Bytes, type ActCodec, type Base64 } from './codec.js';

const CHUNK = 0x8000;

export const portableBase64: Base64 = {
  encode(bytes) {
    let binary = '';
    for (let i = 0; i < bytes.length; i += CHUNK) {
      binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
    }
    return btoa(binary);
  },
  decode(text) {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  },
};

export function createBrowserActCodec(key: string, iv: string): ActCodec {
  const problem = describeKeyProblem(key, iv);
  if (problem) throw new Error(problem);
  const keyBytes = utf8Bytes(key);
  const ivBytes = utf8Bytes(iv);
  return createActCodec(
    {
      encryptBlocks: (padded) => cbc(keyBytes, ivBytes, { disablePadding: true }).encrypt(padded),
      decryptBlocks: (cipherText) => cbc(keyBytes, ivBytes, { disablePadding: true }).decrypt(cipherText),
    },
    portableBase64,
  );
}
