import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

// The platform API in development (`make run` serves it on :8000); override for another port.
const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8000';

/** The route map (src/app/route-map.json, checked against the router by its test) beside the
 * build's manifest: the server names the chunks of a page's route in the page (core/site.py). */
function routeMap(): Plugin {
  return {
    name: 'route-map',
    apply: 'build',
    generateBundle() {
      const source = readFileSync(fileURLToPath(new URL('./src/app/route-map.json', import.meta.url)), 'utf8');
      this.emitFile({ type: 'asset', fileName: '.vite/routes.json', source });
    },
  };
}

// React Router's package names only its development build, whatever the mode (its exports map has
// no `production` condition): a build takes the production one it ships beside it, without the
// development build's checks and warnings. Tests and `npm run dev` keep the development build.
const ROUTER_BUILD = fileURLToPath(new URL('./node_modules/react-router/dist/production/', import.meta.url));

export default defineConfig(({ command }) => ({
  // The Python server serves the build at `/` with an SPA fallback: assets are absolute.
  base: '/',
  plugins: [react(), tailwindcss(), routeMap()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: `${ROUTER_BUILD}index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${ROUTER_BUILD}dom-export.mjs` },
          ]
        : []),
    ],
  },
  server: {
    // changeOrigin stays false so the Host header (which selects the agent) reaches the API.
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/ws': { target: API_TARGET, changeOrigin: false, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/ws': { target: API_TARGET, changeOrigin: false, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // `make bench` reads which chunks the login page loads from it (bench/site_bench.py).
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // The site's own modules do nothing merely by being imported (only main.tsx and the
        // style sheets do): a feature's index re-exporting a page's form or the cashier's API
        // then pulls none of them into the first page's chunks. Never import a module of src/
        // for its side effects alone (`import './x'`): the build would drop it.
        moduleSideEffects: (id: string) => !/\/src\/.*\.tsx?$/.test(id) || id.endsWith('/src/main.tsx'),
      },
      output: {
        codeSplitting: {
          // What the page runs before its first render is one file: one request, and one gzip
          // stream compresses it some 5 kB smaller than the same code cut into a dozen chunks.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // A test of a whole page takes up to 3 s alone on a 2-core machine and over 5 s (the
    // default) when the suite's workers share the cores with it.
    testTimeout: 15_000,
    env: {
      VITE_API_BASE_URL: '/api',
    },
  },
}));
