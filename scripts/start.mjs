// `npm start`: builds the web app when its sources are newer than the build, then runs the
// server (migrate, seed the demo chain on the first run, listen). Signals pass to the server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function webIsStale() {
  if (!fs.existsSync(webIndex)) return true;
  const built = fs.statSync(webIndex).mtimeMs;
  const sources = ['apps/web/src', 'apps/web/index.html', 'packages/contract/src', 'packages/domain/src'];
  return sources.some((s) => {
    const full = path.join(root, s);
    if (!fs.existsSync(full)) return false;
    return (fs.statSync(full).isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs) > built;
  });
}

if (webIsStale()) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@dripp/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// --expose-gc: the server collects once after its start-up work (migrations, the first run's seed),
// which frees the embedded database's start-up heaps at once instead of at some later allocation.
const serverArgs = ['--expose-gc', '--import', 'tsx', 'apps/server/src/main.ts'];
const server = spawn(process.execPath, serverArgs, {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
