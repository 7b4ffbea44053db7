// `npm start`: builds the web app and the server bundle when their sources are newer than the build, then runs the
// server (migrate, seed the demo chain on the first run, listen). Signals pass to the server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { newestMtime, root, serverArgs, serverEnv } from './server-command.mjs';

const webIndex = path.join(root, 'apps/web/dist/index.html');

function webIsStale() {
  if (!fs.existsSync(webIndex)) return true;
  const built = fs.statSync(webIndex).mtimeMs;
  const sources = ['apps/web/src', 'apps/web/index.html', 'packages/contract/src', 'packages/domain/src'];
  return sources.some((s) => {
    const full = path.join(root, s);
    if (!fs.existsSync(full)) return false;
    return newestMtime(full) > built;
  });
}

if (webIsStale()) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@dripp/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, await serverArgs(), {
  cwd: root,
  stdio: 'inherit',
  env: serverEnv(),
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
