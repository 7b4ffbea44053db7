// `node scripts/openapi.mjs [--out file]`: builds the server's OpenAPI document (as served at
// /api/docs/json) and lints it with Redocly's rules (redocly.yaml). With --out, the document is
// also kept in that file, for those who build on it. A step of `npm test`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dripp-openapi-'));
const file = values.out ? path.resolve(values.out) : path.join(dir, 'openapi.json');
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

function step(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  return result.status === 0;
}

let ok = step(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/openapi.ts', '--out', file]);
if (ok) {
  console.log(`OpenAPI document: ${file}`);
  ok = step(path.join(root, 'node_modules/.bin/redocly'), [
    'lint',
    file,
    '--config',
    path.join(root, 'redocly.yaml'),
    '--format',
    'codeframe',
  ]);
}
fs.rmSync(dir, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
