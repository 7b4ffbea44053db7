// `npm test`: the whole suite — lint, typecheck, migration check, unit and API tests, the web
// build, and end-to-end tests in Chromium. Ends with one summary line: "Tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv.slice(2); // e.g. `npm test -- unit api` runs just those steps
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dripp-test-report-'));
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

function run(name, command, args, env = {}) {
  if (only.length && !only.includes(name)) return true;
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✖'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) failures.push(name);
  return ok;
}

function vitest(name, project, extraEnv = {}) {
  const file = path.join(reportDir, `${name}.json`);
  const ok = run(
    name,
    'npx',
    ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${file}`],
    extraEnv,
  );
  if (fs.existsSync(file)) {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
    if (report.numFailedTests === 0 && !report.success) failed += 1; // a file that failed to load
  } else if (!ok) {
    failed += 1;
  }
  return ok;
}

run('lint', 'npm', ['run', '--silent', 'lint']); // ESLint with zero warnings, then Prettier's check
run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
run('migrations', 'npx', ['drizzle-kit', 'check', '--config', 'apps/server/drizzle.config.ts']);
vitest('unit', 'domain');
vitest('api', 'server');
run('openapi', 'node', ['scripts/openapi.mjs']);
if (run('build', 'npm', ['run', '--silent', 'build'])) {
  vitest('e2e', 'e2e');
} else if (!only.length || only.includes('e2e')) {
  failures.push('e2e (not run: the build failed)');
}

fs.rmSync(reportDir, { recursive: true, force: true });
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
const summary = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
console.log(`\nTests: ${summary}`);
process.exit(failures.length || failed ? 1 : 0);
