import { createCipheriv, createDecipheriv } from 'node:crypto';
import { createActCodec, describeKeyProblem, type ActCodec } from '@bluemanager/protocol';

// node:crypto is several times faster than a JS AES; zero padding stays in the shared codec, so both sides
// produce the same bytes (a protocol test checks this).
export function createNodeActCodec(key: string, iv: string): ActCodec {
  const problem = describeKeyProblem(key, iv);
  if (problem) throw new Error(problem);
  const keyBytes = Buffer.from(key, 'utf8');
  const ivBytes = Buffer.from(iv, 'utf8');
  const algorithm = `aes-${keyBytes.length * 8}-cbc`;
  const run = (cipher: ReturnType<typeof createCipheriv>, data: Uint8Array) => {
    cipher.setAutoPadding(false);
    return Buffer.concat([cipher.update(data), cipher.final()]);
  };
  return createActCodec(
    {
      encryptBlocks: (padded) => run(createCipheriv(algorithm, keyBytes, ivBytes), padded),
      decryptBlocks: (cipherText) => run(createDecipheriv(algorithm, keyBytes, ivBytes), cipherText),
    },
    {
      encode: (bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64'),
      decode: (text) => Buffer.from(text, 'base64'),
    },
  );
}
