import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import MagicString from 'magic-string';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Writes a brotli (.br) and a gzip (.gz) copy next to every built text file over 1 KB, at the
 * strongest settings, once at build time; the server sends them as they are (preCompressed).
 * Source maps are left out: only developers fetch them, and the server compresses them on the fly.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'dripp-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the service worker has been written: its precache list and sw.js are final by then.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const walk = (dir: string): string[] =>
          fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
            const file = path.join(dir, entry.name);
            return entry.isDirectory() ? walk(file) : [file];
          });
        for (const file of walk(outDir)) {
          if (!/\.(js|css|html|svg|json|txt)$/.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
          const content = fs.readFileSync(file);
          if (content.length < 1024) continue;
          fs.writeFileSync(
            `${file}.br`,
            zlib.brotliCompressSync(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
          );
          fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION }));
        }
      },
    },
  };
}

const contractSources = `${path.resolve(root, '../../packages/contract/src')}${path.sep}`;

type Node = { type: string; start: number; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every call in an expression that runs when it is evaluated (function bodies run later). */
function callsIn(node: Node, found: Node[] = []): Node[] {
  if (/Function/.test(node.type)) return found;
  if (node.type === 'CallExpression' || node.type === 'NewExpression') found.push(node);
  for (const child of Object.values(node)) {
    for (const item of Array.isArray(child) ? child : [child]) if (isNode(item)) callsIn(item, found);
  }
  return found;
}

/**
 * The shared contract declares zod schemas and plain values side by side. Pages import its values
 * (labels, limits, extensions), but a bundler must keep every top-level `z.object(...)` it cannot
 * prove free of side effects, and zod with it (about 24 KB a page). The contract's top level only
 * builds values and its functions only compute, so its calls are annotated as pure: schemas a
 * page does not use, and zod where no page uses it, are left out of the build.
 */
function pureContract(): Plugin {
  return {
    name: 'dripp-pure-contract',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!id.startsWith(contractSources)) return null;
      const source = new MagicString(code);
      for (const statement of this.parse(code).body as unknown as Node[]) {
        const declaration =
          statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
        if (declaration?.type === 'FunctionDeclaration') {
          source.prependLeft(declaration.start, '/*@__NO_SIDE_EFFECTS__*/ ');
        } else if (declaration?.type === 'VariableDeclaration') {
          for (const call of callsIn(declaration)) source.prependLeft(call.start, '/*@__PURE__*/ ');
        }
      }
      return { code: source.toString(), map: source.generateMap({ hires: true }) };
    },
  };
}

const endpointSources = `${contractSources}endpoints${path.sep}`;
/** What the web app reads of a definition (lib/endpoints.ts): the rest is the server's. */
const WEB_FIELDS = new Set(['method', 'path', 'operationId']);

/**
 * Each endpoint is defined once in the contract, with its schemas (packages/contract/src/endpoint.ts).
 * The web app builds calls and query keys from a definition's method, path and operationId only, so
 * the build keeps just those: the schemas, and zod with them, stay out of the pages (a page would
 * otherwise carry every schema of every endpoint it calls).
 */
function webEndpoints(): Plugin {
  return {
    name: 'dripp-web-endpoints',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!id.startsWith(endpointSources)) return null;
      const source = new MagicString(code);
      const visit = (node: Node): void => {
        const [definition] = (node.arguments as Node[] | undefined) ?? [];
        const callee = node.callee as Node | undefined;
        if (
          node.type === 'CallExpression' &&
          callee?.type === 'Identifier' &&
          callee.name === 'endpoint' &&
          definition?.type === 'ObjectExpression'
        ) {
          const kept = (definition.properties as Node[]).filter((property) => {
            const key = property.key as Node | undefined;
            const name = key && (key.type === 'Identifier' ? key.name : key.value);
            return property.type === 'SpreadElement' || WEB_FIELDS.has(String(name));
          });
          const text = kept.map((property) => code.slice(property.start, property.end as number)).join(', ');
          source.overwrite(definition.start, definition.end as number, `{ ${text} }`);
          return;
        }
        for (const child of Object.values(node)) {
          for (const item of Array.isArray(child) ? child : [child]) if (isNode(item)) visit(item);
        }
      };
      visit(this.parse(code) as unknown as Node);
      return { code: source.toString(), map: source.generateMap({ hires: true }) };
    },
  };
}

/**
 * The web app manifest and the service worker (src/sw.ts, docs/decisions/171). The worker is
 * registered by the app itself (src/app/service-worker.ts), after the first render; its precache
 * holds index.html and every page's JavaScript and CSS, so a repeat visit needs no network for them.
 */
function installable() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectRegister: false,
    integration: { closeBundleOrder: 'pre' },
    manifest: {
      name: 'Dripp Portal',
      short_name: 'Dripp',
      description: 'Daily store operations for Dripp coffee stores.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      // The header's roasted brown (global.css) and the page background, as index.html paints them.
      theme_color: '#3b2418',
      background_color: '#f6f1eb',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      globPatterns: ['index.html', 'assets/**/*.{js,css,woff2}', 'favicon.svg'],
      // Above Workbox's 2 MB default, so that no page's file is ever left out of the precache.
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    },
  });
}

export default defineConfig({
  root,
  // webEndpoints runs before pureContract, so the schemas it drops leave their imports unused.
  plugins: [react(), webEndpoints(), pureContract(), installable(), precompress()],
  resolve: {
    // The workspace holds two patch versions of some Mantine packages; one copy keeps one React context.
    dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    // Read by the size budgets (scripts/budgets.test.ts) to walk each page's chunk graph.
    manifest: true,
    rollupOptions: {
      output: {
        // Rollup folds chunks smaller than this into a chunk that imports them, and the pages that
        // load that chunk then carry the folded code too (20 KB put the schematic editor into the
        // comm sheet and the incidents contract into every page that formats a date). 2 KB keeps
        // the tiny chunks folded and every page's first load smaller (comm sheet 300.6 → 295.9 KB).
        experimentalMinChunkSize: 2_000,
        // Libraries change less often than the app: separate files stay cached across releases.
        // Only what every page needs is grouped; the editor, date pickers, dropzone and drag and
        // drop stay in the chunks of the pages that use them (Rollup splits them out on its own).
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) return 'react';
          return undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
