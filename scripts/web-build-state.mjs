// Whether the web app's build is older than its sources: `npm start` rebuilds it only then (start.mjs).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the web build is made from: its own sources and the protocol it imports. */
export const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/public',
  'packages/protocol/src',
];

export const WEB_MANIFEST = 'apps/web/dist/.vite/manifest.json';

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), 0);
}

/** True when there is no build, or a source changed after it. */
export function webBuildIsStale(root) {
  const manifest = join(root, WEB_MANIFEST);
  if (!existsSync(manifest)) return true;
  const built = statSync(manifest).mtimeMs;
  return WEB_SOURCES.some((source) => newestChange(join(root, source)) > built);
}
