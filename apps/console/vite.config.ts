import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The console is its own app, served by the server under /console/, so the storefront's
 * bundles and their budgets stay as they are.
 */
export default defineConfig({
  base: '/console/',
  plugins: [react(), tailwindcss()],
  build: {
    // Hashed chunks under /console/build/, which the server caches for a year.
    assetsDir: 'build',
    modulePreload: { polyfill: false },
    sourcemap: false,
    // Libraries in a chunk of their own, which stays cached across releases of the console; the
    // rich-text editor's stay with the editor, which only a product form loads.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules\/(?!@tiptap|prosemirror|orderedmap|rope-sequence|w3c-keyname|linkifyjs)/,
            },
          ],
        },
      },
    },
    // React, the router, zod and the table come to some 560 kB (175 kB compressed), for a tool
    // the owner opens and keeps open; the storefront's strict budgets are not its.
    chunkSizeWarningLimit: 700,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
      '/app': { target: 'ws://localhost:3000', ws: true },
    },
  },
});
