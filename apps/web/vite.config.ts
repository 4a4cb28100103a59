import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    // Screen chunks load from /build/{file}; the server caches that folder for a year.
    assetsDir: 'build',
    modulePreload: { polyfill: false },
    // .vite/manifest.json: the server preloads the chunks of the screen a page opens on.
    manifest: true,
    sourcemap: false,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
});
