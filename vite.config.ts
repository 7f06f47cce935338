import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The API server the dev server forwards /api to (`npm run dev` starts both).
const apiTarget = process.env.DEV_API_TARGET ?? 'http://localhost:8080';

const routerBuild = (file: string) =>
  fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    // react-router's package exports resolve to its development build (dev-only warnings
    // kept in); the production build ships in the same package. See docs/decisions/002.
    alias: [
      { find: /^react-router$/, replacement: routerBuild('index.mjs') },
      { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
    ],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    // Route chunks are small on purpose; a warning at 100 KB flags a chunk that grew by accident.
    chunkSizeWarningLimit: 100,
    // Every browser the portal supports (Android Chrome, Safari 17+, Firefox 115+) has
    // <link rel="modulepreload">: the polyfill would be dead weight in the first download.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // React and the router in one chunk that every page needs: split across several
        // files they compress worse, and a first visit pays for every extra request.
        codeSplitting: {
          groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
});
