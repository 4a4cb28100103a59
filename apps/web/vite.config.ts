import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootScript } from './vite-plugins/boot-script.ts';
import { precompress } from './vite-plugins/precompress.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [bootScript(), precompress()])],
  // The server-side bundle needs neither the public files nor a chunk map.
  publicDir: isSsrBuild ? false : 'public',
  build: {
    // Screen chunks load from /build/{file}; the server caches that folder for a year.
    assetsDir: 'build',
    modulePreload: { polyfill: false },
    // .vite/manifest.json: the server preloads the chunks of the screen a page opens on.
    manifest: !isSsrBuild,
    sourcemap: false,
    // The storefront's own modules that six or more chunks share (buttons, cards, formatting, the
    // query hooks) go into one chunk. Split by default, the home page fetched 27 script files,
    // 20 of them under 2 kB; on a slow line each costs a round trip, and Lighthouse's simulated
    // LCP fell from 2.8 to 2.4 s on home with 11 (medians of three, two runs each).
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [{ name: 'common', minShareCount: 6, test: /\/src\// }] } } },
  },
  // The server-side bundle (entry-server.tsx, built with --ssr) carries its dependencies, so the
  // server loads one folder whatever node_modules sits beside it.
  ssr: { noExternal: true },
  // React's production build on the server too, whatever NODE_ENV the shop runs with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
}));
