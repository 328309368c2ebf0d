// `npm start` rebuilds the web app only when it is stale (issue 11: it rebuilt everything on every start).
import { strict as assert } from 'node:assert';
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { WEB_MANIFEST, webBuildIsStale } from './web-build-state.mjs';

function write(root, path, seconds) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, 'x');
  utimesSync(file, seconds, seconds);
}

test('a missing build is stale; a build newer than every source is not; a later source change makes it stale', () => {
  const root = mkdtempSync(join(tmpdir(), 'bm-start-'));
  write(root, 'apps/web/src/main.tsx', 1_000);
  write(root, 'packages/protocol/src/index.ts', 1_000);
  assert.equal(webBuildIsStale(root), true);
  write(root, WEB_MANIFEST, 2_000);
  assert.equal(webBuildIsStale(root), false);
  write(root, 'packages/protocol/src/phone.ts', 3_000);
  assert.equal(webBuildIsStale(root), true);
  write(root, WEB_MANIFEST, 4_000);
  write(root, 'apps/web/src/sections/x/index.ts', 5_000);
  assert.equal(webBuildIsStale(root), true);
});
