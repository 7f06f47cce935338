import react from '@vitejs/plugin-react';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The API server the dev server forwards /api to (`npm run dev` starts both).
const apiTarget = process.env.DEV_API_TARGET ?? 'http://localhost:8080';

const routerBuild = (file: string) => fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url));

const MANIFEST = 'manifest.webmanifest';

/**
 * Chunks for the pages behind the first visit. Left to itself, rolldown cuts what a form needs
 * into twenty small files, each a request on a slow line and a few milliseconds of main thread
 * before hydration. A group names the packages the app imports (each comes with the packages it
 * depends on, as installed) and the folders, or files, of its own code, and takes only the modules
 * inside them (includeDependenciesRecursively: false), so nothing the entry imports leaves the first
 * visit's files, which `npm run check:budget` guards. A file belongs to a chunk by the folder it is in.
 */
const SEP = String.raw`[\\/]`;
const inPath = (path: string) => path.replaceAll('.', '\\.').replaceAll('/', SEP);
const inPackages = (names: string[]) => `node_modules${SEP}(${names.map(inPath).join('|')})${SEP}`;
const inFolder = (path: string) => `${SEP}${inPath(path)}${SEP}`;
const isFile = (path: string) => `${SEP}${inPath(path)}$`;
/** A catalogue's module in one language (`form-texts.ta.js`, generated from `form-texts.ta.po`): never in a group, a chunk of its own (docs/decisions/035). */
const NOT_A_LANGUAGE = String.raw`^(?!.*\.(en|ta)\.js$)`;

/**
 * The packages named and every package they depend on, as installed (a package's own
 * node_modules first, then the project's); not their peers, which the app installs itself.
 */
function withDependencies(names: string[]): string[] {
  const found = new Set<string>();
  const visit = (name: string, from: URL) => {
    if (found.has(name)) return;
    const folder = [new URL(`node_modules/${name}/`, from), new URL(`node_modules/${name}/`, import.meta.url)].find((url) =>
      existsSync(url),
    );
    if (!folder) return; // An optional dependency not installed, or one only for its types.
    found.add(name);
    const { dependencies = {} } = JSON.parse(readFileSync(new URL('package.json', folder), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    for (const dependency of Object.keys(dependencies)) visit(dependency, folder);
  };
  for (const name of names) visit(name, new URL('./', import.meta.url));
  return [...found];
}

const chunkGroup = (
  name: string,
  { packages = [], folders, files = [] }: { packages?: string[]; folders: string[]; files?: string[] },
) => ({
  name,
  test: new RegExp(
    `${NOT_A_LANGUAGE}.*(${[...(packages.length > 0 ? [inPackages(withDependencies(packages))] : []), ...folders.map(inFolder), ...files.map(isFile)].join('|')})`,
  ),
  includeDependenciesRecursively: false,
});
const CHUNK_GROUPS = [
  // React and the router in one chunk that every page needs: split across several files they
  // compress worse, and a first visit pays for every extra request.
  { name: 'framework', test: new RegExp(inPackages(withDependencies(['react', 'react-dom', 'react-router-dom']))) },
  // What the entry shares with the pages' chunks: the texts' loader, the page's language, the storage keys.
  chunkGroup('app-core', {
    folders: [],
    files: [
      'src/client/i18n/catalogue.ts',
      'src/shared/i18n/languages.ts',
      'src/client/i18n/page-language.ts',
      'src/client/lib/storage-keys.ts',
    ],
  }),
  // What the shell starts once the page has loaded and the forms use as well: the device's settings
  // (kiosk, install offer), the outbox's flag and its start, the delivered notices. One chunk, not five.
  chunkGroup('shell-later', {
    packages: ['idb-keyval'],
    folders: [],
    files: [
      ...['src/client/lib/device-settings.ts', 'src/shared/pwa/device-settings.ts', 'src/client/lib/kiosk-setting.ts'],
      ...['src/client/offline/delivered-notices.ts', 'src/client/offline/outbox-flag.ts', 'src/client/offline/start-outbox-sync.ts'],
    ],
  }),
  // What every form needs, the sign-in forms included: Formik and Yup, the form components, the calls' helpers.
  chunkGroup('form-kit', {
    packages: ['formik', 'yup'],
    folders: ['src/client/ui/form', 'src/client/lib/calls', 'src/shared/validation'],
  }),
  // What the certificate, tax and grievance forms add: the drafts and the outbox's door, their schemas and what they send.
  chunkGroup('form-offline', {
    folders: ['src/client/offline/form', 'src/shared/schemas', 'src/shared/api/submissions', 'src/shared/domain/grievances'],
  }),
  // The services themselves, which the lists (/certificates, /taxes) show as well.
  // With them, how amounts and dates are read and written (the shared schemas strip an amount's grouping commas).
  // Nothing here imports Yup: it is in form-kit, which imports these, and the two chunks would import each other.
  chunkGroup('definitions', {
    folders: ['src/shared/domain/certificates', 'src/shared/domain/taxes', 'src/shared/domain/common'],
    files: ['src/shared/i18n/formats.ts'],
  }),
];

/**
 * The top-level manifest.webmanifest is the one source of the web app manifest: copied into
 * the build under its own name (the service worker precaches it and index.html links it),
 * and served as is by the dev server. A manifest that is not valid JSON fails the build.
 */
function webAppManifest(): Plugin {
  const read = () => {
    const text = readFileSync(fileURLToPath(new URL(MANIFEST, import.meta.url)), 'utf8');
    JSON.parse(text);
    return text;
  };
  return {
    name: 'portal-web-app-manifest',
    configureServer(server) {
      server.middlewares.use(`/${MANIFEST}`, (_request, response) => {
        response.setHeader('content-type', 'application/manifest+json');
        response.end(read());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: MANIFEST, source: read() });
    },
  };
}

/**
 * Writes the prerendered pages (scripts/prerender.mjs, docs/decisions/011) once the client's
 * files are on disk and before vite-plugin-pwa lists the build for the service worker's
 * precache (in its closeBundle), so that the pages are precached too.
 */
function prerenderPages(): Plugin {
  return {
    name: 'portal-prerender-pages',
    apply: 'build',
    writeBundle: {
      sequential: true,
      handler() {
        execFileSync(process.execPath, [fileURLToPath(new URL('scripts/prerender.mjs', import.meta.url))], { stdio: 'inherit' });
      },
    },
  };
}

function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    // The page registers the worker itself, after its first render (src/client/app/pwa).
    injectRegister: false,
    registerType: 'prompt',
    // manifest.webmanifest above is the only manifest; the plugin must not write a second.
    manifest: false,
    injectManifest: {
      // The shell, every route's chunk, the favicon and the manifest. Not the PNG icons:
      // only the browser's installer asks for them, online.
      globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
      // Leaflet draws the grievance form's map only where MAP_TILE_URL names a tile server, and
      // only online (tiles come from that server): no phone downloads it for the offline copy.
      globIgnores: ['**/leaflet*'],
      // A route chunk over this would be left out of the precache and fail offline.
      maximumFileSizeToCacheInBytes: 512 * 1024,
    },
    devOptions: { enabled: false },
  });
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // The prerenderer's own build (--ssr) needs no manifest, no worker and no prerendering.
    ...(isSsrBuild ? [] : [webAppManifest(), prerenderPages(), serviceWorker()]),
  ],
  resolve: {
    // react-router's package exports resolve to its development build (dev-only warnings
    // kept in); the production build ships in the same package. See docs/decisions/002.
    alias: [
      { find: /^react-router$/, replacement: routerBuild('index.mjs') },
      { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
      // workbox-window's "module" is its ES5 build; the same code for the browsers the build targets
      // (es2022) is smaller, and every first visit loads it.
      {
        find: /^workbox-window$/,
        replacement: fileURLToPath(new URL('node_modules/workbox-window/build/workbox-window.prod.mjs', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    // Route chunks are small on purpose; a warning at 100 KB flags a chunk that grew by accident.
    chunkSizeWarningLimit: 100,
    // One stylesheet for every page, not one per chunk: the entry then carries no CSS loader and no
    // list of page stylesheets (decision 017), and a form opened for the first time needs no
    // stylesheet round trip.
    cssCodeSplit: false,
    // .vite/manifest.json: which chunks and styles each page needs, for the prerendered pages'
    // <link> tags (scripts/prerender.mjs). A dot folder: neither served nor precached.
    manifest: !isSsrBuild,
    // Every browser the portal supports (Android Chrome, Safari 17+, Firefox 115+) has
    // <link rel="modulepreload">: the polyfill would be dead weight in the first download.
    modulePreload: {
      polyfill: false,
      // A lazily loaded page brings its styles with it (no flash of unstyled content), but its
      // chunk's own imports are found by the browser when the chunk arrives, not listed in the
      // entry: the list cost every first visit bytes that hydration needed (docs/decisions/011).
      // The wait it adds is one round trip on a page's first opening before the service worker
      // has precached everything; prerendered pages name their chunks in their HTML instead, and
      // the index.html's own modulepreloads are kept.
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: CHUNK_GROUPS,
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
}));
