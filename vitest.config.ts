import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests import the protocol package from source, so they never run against a stale build.
const protocolSource = fileURLToPath(new URL('./packages/protocol/src/index.ts', import.meta.url));
const alias = { '@bluemanager/protocol': protocolSource };

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on the project's 2-core machines. The
    // integration files spend much of their time waiting on PostgreSQL, the disk and their own servers, so two at
    // once on two cores took the stage from about 450 s to about 230 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { resolve: { alias }, test: { name: 'protocol', include: ['packages/protocol/test/**/*.test.ts'] } },
      { resolve: { alias }, test: { name: 'server-unit', include: ['apps/server/test/unit/**/*.test.ts'] } },
      {
        resolve: { alias },
        test: {
          name: 'server-integration',
          // A section's server tests live in its folder (apps/server/src/sections/<id>/*.test.ts).
          include: ['apps/server/test/integration/**/*.test.ts', 'apps/server/src/sections/**/*.test.ts'],
          // The migrated and demo-seeded databases, built once per run; each test file's database is a copy.
          globalSetup: ['apps/server/test/support/database-templates.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
