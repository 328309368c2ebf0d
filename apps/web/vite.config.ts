// Vite demands a default export from its config file; eslint.config.js allows it for config files only.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The app compiles the protocol package from source, so a web build never depends on a stale protocol build.
const protocolSource = fileURLToPath(new URL('../../packages/protocol/src/index.ts', import.meta.url));

export default defineConfig({
  plugins: [react()],
  base: './',
  resolve: { alias: { '@bluemanager/protocol': protocolSource } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The bundle budget is checked by scripts/bundle-size.mjs from this manifest.
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The protocol package has no top-level side effects, but its act declarations build zod schemas at load
      // time; saying so lets the login page import the codec without pulling in every declaration and zod.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/protocol/src/') },
    },
  },
  server: {
    // `npm run dev -w @bluemanager/web` talks to a server started separately on port 8080.
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/client-config': 'http://127.0.0.1:8080',
      '/release-notes': 'http://127.0.0.1:8080',
      '/upload': 'http://127.0.0.1:8080',
      '/avatars': 'http://127.0.0.1:8080',
    },
  },
});
