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
