import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import MagicString from 'magic-string';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacros } from './lingui-macros';
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
          // Each call in its own parentheses: in `z.enum([...]).optional()` both calls start at the
          // same place, and one annotation there would mark only the outer one, keeping zod.
          for (const call of callsIn(declaration)) {
            source.prependLeft(call.start, '(/*@__PURE__*/ ');
            source.appendRight(call.end as number, ')');
          }
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
          (callee.name === 'endpoint' || callee.name === 'csvExport') &&
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
      // A language's words are cached as they are used: a phone keeps only its person's (decision 273).
      globIgnores: ['assets/lang-*'],
      // Above Workbox's 2 MB default, so that no page's file is ever left out of the precache.
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    },
  });
}

/** Packages whose index re-exports hundreds of modules; imports of them name the module instead. */
const BARRELS = [
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/dates',
  '@mantine/notifications',
  '@mantine/modals',
  '@tabler/icons-react',
];
const barrelFile = (pkg: string) => {
  const dir = path.resolve(root, '../../node_modules', pkg);
  return path.join(dir, JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).module as string);
};
const BARREL_FILES = new Set(BARRELS.map(barrelFile));
const BARREL_IMPORT = new RegExp(
  `import\\s*\\{([^}]*)\\}\\s*from\\s*(['"])(${BARRELS.map((pkg) => pkg.replace('/', '\\/')).join('|')})\\2;?`,
  'g',
);

/**
 * Rewrites `import { Button, Card } from '@mantine/core'` (and the same of @mantine/hooks and the
 * icon set) into one import per module, in the app and in the Mantine packages that use them.
 * The build leaves out what is not used either way; what changes is the module graph the chunks
 * are made from (frameChunks): through the index every module would reach every component and
 * every icon, so no chunk could be told apart by what it imports (docs/decisions/227).
 */
function directImports(): Plugin {
  const exported = new Map<string, Map<string, { file: string; name: string }>>();
  return {
    name: 'dripp-direct-imports',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      for (const pkg of BARRELS) {
        const file = barrelFile(pkg);
        const names = new Map<string, { file: string; name: string }>();
        const imported = new Map<string, { file: string; name: string }>();
        for (const statement of this.parse(fs.readFileSync(file, 'utf8')).body as unknown as Node[]) {
          const from = (statement.source as Node | null | undefined)?.value;
          // A re-export of another package (core's RemoveScroll) is imported from that package.
          const target =
            typeof from !== 'string' ? null : from.startsWith('.') ? path.resolve(path.dirname(file), from) : from;
          for (const spec of (statement.specifiers as Node[] | undefined) ?? []) {
            const local = (spec.local as Node).name as string;
            if (statement.type === 'ImportDeclaration' && target && spec.type !== 'ImportNamespaceSpecifier') {
              const name =
                spec.type === 'ImportDefaultSpecifier' ? 'default' : ((spec.imported as Node).name as string);
              imported.set(local, { file: target, name });
            } else if (statement.type === 'ExportNamedDeclaration') {
              const origin = from ? target && { file: target, name: local } : imported.get(local);
              if (origin) names.set((spec.exported as Node).name as string, origin);
            }
          }
        }
        exported.set(pkg, names);
      }
    },
    transform(code, id) {
      if (BARREL_FILES.has(id.split('?')[0]!) || !BARRELS.some((pkg) => code.includes(pkg))) return null;
      const source = new MagicString(code);
      for (const match of code.matchAll(BARREL_IMPORT)) {
        const names = exported.get(match[3]!)!;
        const kept: string[] = [];
        const direct: string[] = [];
        for (const part of match[1]!
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean)) {
          const [name, alias = name] = part.split(/\s+as\s+/) as [string, string?];
          const origin = part.startsWith('type ') ? undefined : names.get(name);
          if (!origin) kept.push(part);
          else if (origin.name === 'default') direct.push(`import ${alias} from ${JSON.stringify(origin.file)};`);
          else direct.push(`import { ${origin.name} as ${alias} } from ${JSON.stringify(origin.file)};`);
        }
        const rest = kept.length ? `import { ${kept.join(', ')} } from '${match[3]}';` : '';
        source.overwrite(match.index, match.index + match[0].length, [rest, ...direct].join(' '));
      }
      return source.hasChanged() ? { code: source.toString(), map: source.generateMap({ hires: true }) } : null;
    },
  };
}

/**
 * After webEndpoints, an endpoint file still declares and imports the schemas its definitions no
 * longer name. Unused, they would be dropped from the code, but not from the module graph: the
 * entry, which calls a few endpoints, would still import the schema modules and zod, and every
 * page's use of a schema would keep zod in the entry chunk (about 20 KB). This drops the file's
 * unexported declarations and the imports that nothing names any more (decision 240).
 */
function pruneEndpoints(): Plugin {
  // Every occurrence of the name counts, a property of the same name too: it may keep more, never less.
  const named = (code: string, name: string) =>
    (code.match(new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`, 'g')) ?? []).length;
  return {
    name: 'dripp-prune-endpoints',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!id.startsWith(endpointSources)) return null;
      const source = new MagicString(code);
      let text = code;
      for (let changed = true; changed;) {
        changed = false;
        for (const statement of this.parse(text).body as unknown as Node[]) {
          const [declarator, more] = (statement.declarations as Node[] | undefined) ?? [];
          const name = ((declarator?.id as Node | undefined)?.name as string | undefined) ?? '';
          if (statement.type !== 'VariableDeclaration' || more || !name || named(text, name) > 1) continue;
          text = `${text.slice(0, statement.start)}${' '.repeat((statement.end as number) - statement.start)}${text.slice(statement.end as number)}`;
          changed = true;
        }
      }
      for (const statement of this.parse(text).body as unknown as Node[]) {
        if (statement.type !== 'ImportDeclaration') continue;
        const rest = text.slice(0, statement.start) + text.slice(statement.end as number);
        const specifiers = statement.specifiers as Node[];
        if (specifiers.length && specifiers.every((spec) => named(rest, (spec.local as Node).name as string) === 0))
          text = `${text.slice(0, statement.start)}${' '.repeat((statement.end as number) - statement.start)}${text.slice(statement.end as number)}`;
      }
      // Blanked with spaces, so every position stays where it was: remove those runs in the map too.
      for (const match of text.matchAll(/ {2,}/g))
        if (code.slice(match.index, match.index + match[0].length).trim())
          source.remove(match.index, match.index + match[0].length);
      return source.hasChanged() ? { code: source.toString(), map: source.generateMap({ hires: true }) } : null;
    },
  };
}

type ModuleInfo = { importedIds: readonly string[] } | null;

/**
 * What a signed-in visit starts once its first page has painted (app/guards.tsx): the save queue,
 * the drafts and the sign-out page (kept ready for an offline sign-out), one file (decision 240).
 */
const AFTER_PAINT = ['src/lib/save-queue.ts', 'src/features/auth/logout-page.tsx'];

/** The notification stack's component: loaded once there is a notification to show (app/providers.tsx). */
const NOTIFICATION_STACK = path.join(path.dirname(barrelFile('@mantine/notifications')), 'Notifications.mjs');

/**
 * Libraries change less often than the app: React and the router are a file of their own, cached
 * across releases. The signed-in frame and everything Home imports that the entry does not are
 * one chunk, "frame" (docs/decisions/227), and the notification stack is one of its own,
 * "notifications" (docs/decisions/240): left to Rollup, they were 47 files of a few hundred
 * bytes each, shared with other pages in every combination, asked for at once over six
 * connections, and carrying other pages' modules folded into them. Other pages' own code, the
 * editor, date pickers, dropzone and drag and drop stay in the chunks of the pages that use them.
 */
function frameChunks() {
  const source = (file: string) => path.resolve(root, file);
  const reach = (starts: string[], getModuleInfo: (id: string) => ModuleInfo) => {
    const seen = new Set<string>();
    const queue = [...starts];
    while (queue.length) {
      const id = queue.pop()!;
      if (seen.has(id) || BARREL_FILES.has(id)) continue;
      seen.add(id);
      queue.push(...(getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  const groupsOf = (getModuleInfo: (id: string) => ModuleInfo) => {
    const entry = reach([source('index.html')], getModuleInfo);
    const page = reach([source('src/app/app-layout.tsx'), source('src/features/home/home-page.tsx')], getModuleInfo);
    const stack = reach([NOTIFICATION_STACK], getModuleInfo);
    // The few modules the stack shares with the frame (the portal, z-index and style helpers,
    // about 1 KB) go with the entry, so the stack does not bring the frame with it.
    for (const module of stack) if (page.has(module)) entry.add(module);
    // Home's own modules stay a page of their own: loaded beside the frame, carried by no other page.
    const frame = [...page].filter((module) => !entry.has(module) && !module.startsWith(source('src/features/home/')));
    const rest = (starts: string[]) =>
      [...reach(starts.map(source), getModuleInfo)].filter((m) => !entry.has(m) && !page.has(m) && !stack.has(m));
    const worker = rest(['src/app/portal-worker.tsx']);
    const afterPaint = rest(AFTER_PAINT).filter((module) => !worker.includes(module));
    // The entry's modules are a manual chunk too (the entry's own): a manual chunk takes in every
    // module it imports that no other manual chunk holds, and the frame would take the entry's.
    return new Map<string, string>(
      [
        ...[...entry].map((module) => [module, 'index'] as const),
        ...[...stack, barrelFile('@mantine/notifications')].map((module) => [module, 'notifications'] as const),
        ...frame.map((module) => [module, 'frame'] as const),
        ...worker.map((module) => [module, 'portal-worker'] as const),
        ...afterPaint.map((module) => [module, 'after-paint'] as const),
      ].reverse(),
    );
  };
  let groups: Map<string, string> | undefined;
  return (id: string, { getModuleInfo }: { getModuleInfo: (id: string) => ModuleInfo }) => {
    if (/[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) return 'react';
    groups ??= groupsOf(getModuleInfo);
    return groups.get(id);
  };
}

export default defineConfig({
  root,
  // webEndpoints runs before pureContract, so the schemas it drops leave their imports unused.
  plugins: [
    directImports(),
    react(linguiMacros),
    lingui({ failOnMissing: true, failOnCompileError: true }),
    webEndpoints(),
    pruneEndpoints(),
    pureContract(),
    installable(),
    precompress(),
  ],
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
        // A language's words (a feature's .po) are named lang-*, which the service worker leaves out
        // of the precache: a phone keeps only its person's language (decision 273).
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.endsWith('.po') ? 'assets/lang-[name]-[hash].js' : 'assets/[name]-[hash].js',
        manualChunks: frameChunks(),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
