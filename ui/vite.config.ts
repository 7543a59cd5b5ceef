import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const uiDir = import.meta.dirname;
// The box listens here in development (`npm run dev:server`).
const box = 'http://127.0.0.1:8080';

export default defineConfig(({ mode }) => ({
  root: uiDir,
  base: '/',
  publicDir: path.join(uiDir, 'public'),
  plugins: [react()],
  resolve: {
    alias: {
      '@contract': path.resolve(uiDir, '../appliance/src/contract'),
      '@': path.join(uiDir, 'src'),
    },
  },
  build: {
    outDir: path.join(uiDir, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    // Tablets load from the box over the LAN; small files are cheaper inlined than requested.
    assetsInlineLimit: 4096,
    // `--mode hq`: headquarters' screens (`sma-order hq`, issue 36), built apart into the same
    // folder after the box's, so no chunk of the box's screens is shared with or shaped by them.
    ...(mode === 'hq' ? { emptyOutDir: false, rollupOptions: { input: path.join(uiDir, 'hq.html') } } : {}),
  },
  server: {
    // The Host header is kept (no changeOrigin) so the box's Origin check sees a same-site request.
    proxy: {
      '/v1': { target: box, ws: true },
      '/images': { target: box },
      '/hq/v1': { target: 'http://127.0.0.1:8090' },
    },
  },
}));
