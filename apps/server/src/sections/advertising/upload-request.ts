// A multipart upload as a browser sends it, for the tests and the benchmark that post files to the media route.
import { randomBytes } from 'node:crypto';

export function multipartFile(
  content: Buffer,
  fileName: string,
  type: string,
  field = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----bm${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
