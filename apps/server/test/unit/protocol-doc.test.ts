import { createCipheriv } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACTS } from '@bluemanager/protocol';
import { permissionTable } from '../../src/docs/permissions.js';
import { renderProtocolDoc } from '../../src/docs/protocol-doc.js';

const docPath = fileURLToPath(new URL('../../../../docs/protocol.md', import.meta.url));

describe('docs/protocol.md', () => {
  it('matches the act registry (run `npm run docs` after changing an act)', () => {
    expect(readFileSync(docPath, 'utf8')).toBe(renderProtocolDoc());
  });

  it('documents every act, every failure code and the example', () => {
    const doc = renderProtocolDoc();
    for (const act of ACTS) expect(doc).toContain(`### ${act.code} — ${act.name}`);
    for (const code of [
      'UNKNOWN_ACT',
      'MALFORMED_REQUEST',
      'INVALID_PARAMS',
      'SESSION_EXPIRED',
      'RATE_LIMITED',
    ]) {
      expect(doc).toContain(`\`${code}\``);
    }
    expect(doc).toMatch(/act=8002&m=1&par=/);
  });
});

describe('permissions', () => {
  // Any change to who may call what shows up here as a reviewed diff of the snapshot file.
  it('lists every act with who may call it', async () => {
    await expect(`${permissionTable()}\n`).toMatchFileSnapshot('./__snapshots__/permissions.txt');
  });
});

describe('a client written from docs/protocol.md alone', () => {
  // Only node:crypto and the rules the document states: UTF-8 JSON, zero padding to 16 bytes, AES-CBC, base64.
  function encryptAsDocumented(key: string, iv: string, params: object): string {
    const plain = Buffer.from(JSON.stringify(params), 'utf8');
    const padded = Buffer.concat([plain, Buffer.alloc((16 - (plain.length % 16)) % 16)]);
    const cipher = createCipheriv(`aes-${Buffer.byteLength(key) * 8}-cbc`, Buffer.from(key), Buffer.from(iv));
    cipher.setAutoPadding(false);
    return Buffer.concat([cipher.update(padded), cipher.final()]).toString('base64');
  }

  it('reproduces the example request of the document', () => {
    const doc = readFileSync(docPath, 'utf8');
    const key = /demo key `([^`]+)`/.exec(doc)?.[1] ?? '';
    const iv = /IV `([^`]+)`/.exec(doc)?.[1] ?? '';
    const params = JSON.parse(/```json\n(.+)\n```/.exec(doc)?.[1] ?? '{}') as object;
    const body = /```\n(act=8002&m=1&par=[^\n]+)\n```/.exec(doc)?.[1];
    expect(body).toBeDefined();
    expect(`act=8002&m=1&par=${encodeURIComponent(encryptAsDocumented(key, iv, params))}`).toBe(body);
  });
});
