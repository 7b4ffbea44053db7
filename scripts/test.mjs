// `npm test`: the whole suite — lint, typecheck, migration check, unit and API tests, the web
// build, and end-to-end tests in Chromium. Ends with one summary line: "Tests: N passed, N failed".
//
// Steps that do not depend on each other run side by side, as many at a time as the machine has
// cores (TEST_JOBS overrides it; TEST_JOBS=1 runs them one after another with live output), and
// the short checks one at a time beside them at low priority.
// `npm test -- unit api` runs just those steps. With TEST_POSTGRES_URL set, the API suite also
// runs on that PostgreSQL server (step `api-postgres`), beside the others.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);
const jobs = Math.max(1, Number(process.env.TEST_JOBS) || os.availableParallelism());
// TEST_REPORT_DIR keeps the JSON reports (per-file durations) after the run.
const keepReports = Boolean(process.env.TEST_REPORT_DIR);
const reportDir = keepReports
  ? path.resolve(process.env.TEST_REPORT_DIR)
  : fs.mkdtempSync(path.join(os.tmpdir(), 'dripp-test-report-'));
fs.mkdirSync(reportDir, { recursive: true });

/** A vitest project as a step: its JSON report feeds the summary line. */
const vitest = (project, env = {}) => ({
  command: 'npx',
  args: ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json'],
  report: true,
  env,
});

/**
 * The steps, in order of priority: when a core is free, the first step whose needs are done
 * starts. The longest come first: the end-to-end tests as soon as the build is done (the run's
 * critical path), and on the other core the API suite on PGlite, then on PostgreSQL (decision 174).
 * `needs`: steps that must pass before this one starts (a need that is not selected is done).
 * `background`: a step that only computes (no server, no browser, no waiting on a clock). While
 * other steps run it goes in a lane of its own at the lowest priority (`nice`), one at a time,
 * taking the moments when the others leave a core idle instead of a core at the end (decision 212).
 */
const steps = [
  { name: 'build', command: 'npm', args: ['run', '--silent', 'build'] },
  { name: 'e2e', needs: ['build'], ...vitest('e2e') },
  { name: 'api', ...vitest('server') },
  ...(process.env.TEST_POSTGRES_URL
    ? [{ name: 'api-postgres', ...vitest('server', { DATABASE_URL: process.env.TEST_POSTGRES_URL }) }]
    : []),
  { name: 'typecheck', background: true, command: 'npm', args: ['run', '--silent', 'typecheck'] },
  // ESLint with zero warnings, then Prettier's check.
  { name: 'lint', background: true, command: 'npm', args: ['run', '--silent', 'lint'] },
  // The OpenAPI document, generated from the definitions, linted with Redocly's recommended rules.
  { name: 'openapi', background: true, command: 'node', args: ['scripts/openapi.mjs'] },
  { name: 'unit', background: true, ...vitest('domain') },
  // The web app's rules that run in the browser alone, in happy-dom's window (decision 250).
  { name: 'web-unit', background: true, ...vitest('web') },
  {
    name: 'migrations',
    background: true,
    command: 'npx',
    args: ['drizzle-kit', 'check', '--config', 'apps/server/drizzle.config.ts'],
  },
];

const selected = steps.filter((s) => !only.length || only.includes(s.name));
const unknown = only.filter((name) => !steps.some((s) => s.name === name));
if (unknown.length) {
  console.error(`Unknown step: ${unknown.join(', ')} (steps: ${steps.map((s) => s.name).join(', ')})`);
  process.exit(2);
}

let passed = 0;
let failed = 0;
let skipped = 0;
/** Each skipped test by step, file and name, listed under the summary so a skip is never silent. */
const skippedTests = [];
const failures = [];
const state = new Map(selected.map((s) => [s.name, 'waiting'])); // waiting | running | passed | failed
const startedAt = Date.now();
const clock = () => `${((Date.now() - startedAt) / 1000).toFixed(0)} s`;

function countReport(step, ok) {
  const file = path.join(reportDir, `${step.name}.json`);
  if (fs.existsSync(file)) {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
    for (const file of report.testResults ?? [])
      for (const test of file.assertionResults ?? [])
        if (test.status === 'pending' || test.status === 'skipped' || test.status === 'todo')
          skippedTests.push(`${step.name}: ${path.relative(root, file.name)} › ${test.fullName}`);
    if (report.numFailedTests === 0 && !report.success) failed += 1; // a file that failed to load
  } else if (!ok) {
    failed += 1;
  }
}

/**
 * Runs one step; alone it prints live, beside others its output is printed in one block when it
 * ends. `niced`: at the lowest CPU priority.
 */
function runStep(step, niced = false) {
  const args = step.report ? [...step.args, `--outputFile=${path.join(reportDir, `${step.name}.json`)}`] : step.args;
  const line = `${step.name}: ${step.command} ${args.join(' ')}`;
  const live = jobs === 1;
  console.log(`\n▶ ${line}${live ? '' : ` (started at ${clock()}${niced ? ', at low priority' : ''})`}`);
  const started = Date.now();
  const [command, commandArgs] = niced ? ['nice', ['-n', '19', step.command, ...args]] : [step.command, args];
  const child = spawn(command, commandArgs, {
    cwd: root,
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...step.env },
  });
  const output = [];
  child.stdout?.on('data', (d) => output.push(d));
  child.stderr?.on('data', (d) => output.push(d));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const ok = code === 0;
      if (!live) {
        console.log(`\n━━ ${line}`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(
        `${ok ? '✔' : '✖'} ${step.name} (${((Date.now() - started) / 1000).toFixed(1)} s, ended at ${clock()})`,
      );
      if (step.report) countReport(step, ok);
      if (!ok) failures.push(step.name);
      state.set(step.name, ok ? 'passed' : 'failed');
      resolve();
    });
  });
}

/** Selected needs must have passed; needs that are not selected count as done. */
const needsOf = (step) => (step.needs ?? []).filter((n) => state.has(n));

/** Running steps, each with its lane: `core` (counts against `jobs`) or `idle` (the niced lane). */
const running = new Map();
const inLane = (lane) => [...running.values()].filter((l) => l === lane).length;
const others = (...states) => selected.some((s) => !s.background && states.includes(state.get(s.name)));
/**
 * A background step takes a free core when no other step waits for one; while other steps are
 * still to run or running, it goes in the idle lane instead.
 */
function laneOf(step) {
  if (!step.background || jobs === 1) return 'core';
  if (inLane('core') < jobs && !others('waiting')) return 'core';
  return others('waiting', 'running') ? 'idle' : 'core';
}
for (;;) {
  for (const step of selected) {
    if (state.get(step.name) !== 'waiting') continue;
    const needs = needsOf(step);
    const blocked = needs.find((n) => state.get(n) === 'failed');
    if (blocked) {
      state.set(step.name, 'failed');
      failures.push(`${step.name} (not run: ${blocked} failed)`);
      continue;
    }
    if (!needs.every((n) => state.get(n) === 'passed')) continue;
    const lane = laneOf(step);
    if (lane === 'idle' ? inLane('idle') >= 1 : inLane('core') >= jobs) continue;
    state.set(step.name, 'running');
    const done = runStep(step, lane === 'idle').then(() => running.delete(done));
    running.set(done, lane);
  }
  if (!running.size) break;
  await Promise.race(running.keys());
}

if (!keepReports) fs.rmSync(reportDir, { recursive: true, force: true });
console.log(`\nAll steps: ${clock()}`);
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
const summary = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
if (skippedTests.length)
  console.log(`\nSkipped (each says under what condition it runs):\n  ${skippedTests.join('\n  ')}`);
console.log(`\nTests: ${summary}`);
process.exit(failures.length || failed ? 1 : 0);
