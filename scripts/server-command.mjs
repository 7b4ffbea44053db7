// How `npm start` runs the server: plain Node on one bundled file (apps/server/dist/main.mjs),
// rebuilt with esbuild when the server's sources are newer. Running the TypeScript through tsx
// costs a loader thread and the compiler's caches, about 55 MB of resident memory for the life of
// the process. Dependencies stay in node_modules (external); only our own code is bundled, with
// lazily imported parts (the S3 driver) kept in their own chunks so they load only when used.
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'apps/server');
const outDir = path.join(serverDir, 'dist');
const entry = path.join(outDir, 'main.mjs');

/** Newest modification time under a file or folder (node_modules and dist skipped). */
export function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const e of fs.readdirSync(target, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, e.name)));
  }
  return newest;
}

function bundleIsStale() {
  if (!fs.existsSync(entry)) return true;
  const built = fs.statSync(entry).mtimeMs;
  const sources = ['apps/server/src', 'apps/server/package.json', 'packages/contract/src', 'packages/domain/src'];
  return sources.some((s) => newestMtime(path.join(root, s)) > built);
}

async function buildBundle() {
  const { build } = await import('esbuild');
  const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
  const external = Object.keys(pkg.dependencies)
    .filter((name) => !name.startsWith('@dripp/'))
    .flatMap((name) => [name, `${name}/*`]);
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: { main: path.join(serverDir, 'src/main.ts') },
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external,
    sourcemap: true,
    logLevel: 'warning',
  });
  // The migrations are read at run time next to the code that applies them.
  fs.cpSync(path.join(serverDir, 'src/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
}

/**
 * Node arguments that run the server. --expose-gc: the server collects once after its start-up
 * work (migrations, the first run's seed), freeing those heaps at once instead of at some later
 * allocation. --max-semi-space-size=1: a small young generation; the API's garbage is short-lived
 * and small, and idle memory is what a store's PC or a small node pays for.
 */
export async function serverArgs() {
  const flags = ['--expose-gc', '--max-semi-space-size=1'];
  try {
    if (bundleIsStale()) await buildBundle();
    return [...flags, entry];
  } catch (error) {
    console.error(`Bundling the server failed (${error.message}); running it through tsx.`);
    return [...flags, '--import', 'tsx', path.join(serverDir, 'src/main.ts')];
  }
}

/**
 * Environment for the server process. MALLOC_ARENA_MAX=2: glibc gives every thread that allocates
 * (V8's compiler threads compiling the embedded database's WebAssembly, libuv's pool) a malloc
 * arena of its own, and keeps their freed memory resident: about 80 MB of an idle embedded
 * server (docs/decisions/021). Two arenas cost no measurable throughput here. A value already set
 * is kept.
 */
export function serverEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: '2', ...env };
}
