// The act channel's cipher text: AES-CBC with zero padding, carried as base64.
// Zero padding is what the portal's clients have always used; WebCrypto cannot undo it, so the block cipher is
// injected (node:crypto on the server, @noble/ciphers in the browser) and the padding rules live here, once.

export interface BlockCipher {
  /** Encrypts data whose length is a multiple of 16 bytes, without adding any padding. */
  encryptBlocks(padded: Uint8Array): Uint8Array;
  /** Decrypts whole blocks, without removing any padding. */
  decryptBlocks(cipherText: Uint8Array): Uint8Array;
}

export interface Base64 {
  encode(bytes: Uint8Array): string;
  decode(text: string): Uint8Array;
}

export interface ActCodec {
  encryptText(plainText: string): string;
  /** Throws CodecError when the text is not base64 of whole AES blocks holding UTF-8. */
  decryptText(cipherText: string): string;
  encryptJson(value: unknown): string;
  /** Throws CodecError when the decrypted text is not JSON. */
  decryptJson(cipherText: string): unknown;
}

export class CodecError extends Error {
  override readonly name = 'CodecError';
}

const BLOCK_SIZE = 16;
const BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;
const utf8Encoder = new TextEncoder();
const utf8Decoder = new TextDecoder('utf-8', { fatal: true });

export function zeroPad(data: Uint8Array): Uint8Array {
  const remainder = data.length % BLOCK_SIZE;
  if (remainder === 0) return data;
  const padded = new Uint8Array(data.length + BLOCK_SIZE - remainder);
  padded.set(data);
  return padded;
}

export function zeroUnpad(data: Uint8Array): Uint8Array {
  let end = data.length;
  while (end > 0 && data[end - 1] === 0) end -= 1;
  return data.subarray(0, end);
}

export function isBase64(text: string): boolean {
  return text.length % 4 === 0 && BASE64_PATTERN.test(text);
}

export function createActCodec(cipher: BlockCipher, base64: Base64): ActCodec {
  const encryptText = (plainText: string): string =>
    base64.encode(cipher.encryptBlocks(zeroPad(utf8Encoder.encode(plainText))));

  const decryptText = (cipherText: string): string => {
    if (!isBase64(cipherText)) throw new CodecError('not base64');
    const bytes = base64.decode(cipherText);
    if (bytes.length === 0 || bytes.length % BLOCK_SIZE !== 0) {
      throw new CodecError('cipher text is not a whole number of AES blocks');
    }
    try {
      return utf8Decoder.decode(zeroUnpad(cipher.decryptBlocks(bytes)));
    } catch {
      throw new CodecError('cipher text does not decrypt to UTF-8 text');
    }
  };

  return {
    encryptText,
    decryptText,
    encryptJson: (value) => encryptText(JSON.stringify(value)),
    decryptJson: (cipherText) => {
      const text = decryptText(cipherText);
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new CodecError('decrypted text is not JSON');
      }
    },
  };
}

/** Checks the key and IV rules of the configuration: a 16, 24 or 32 byte key and a 16 byte IV, as UTF-8 text. */
export function describeKeyProblem(key: string, iv: string): string | undefined {
  const keyBytes = utf8Encoder.encode(key).length;
  const ivBytes = utf8Encoder.encode(iv).length;
  if (![16, 24, 32].includes(keyBytes)) {
    return `the AES key must be 16, 24 or 32 bytes of UTF-8 text (AES-128/192/256); it is ${keyBytes} bytes`;
  }
  if (ivBytes !== BLOCK_SIZE) return `the AES IV must be 16 bytes of UTF-8 text; it is ${ivBytes} bytes`;
  return undefined;
}

export function utf8Bytes(text: string): Uint8Array {
  return utf8Encoder.encode(text);
}
