// What makes a benchmark's figures usable, shared by the benchmarks: every figure comes from answers
// the target was meant to give. A target expects a 2xx answer unless it declares the statuses it
// expects (`expect`). A request made before timing is checked with `checkAnswer`, a timed load
// (`timedLoad`, autocannon) with `requireValidLoad`; either throws an `InvalidRun`, and
// `reportInvalidRun` turns that into a non-zero exit with the reason and no figures.
// Its types: validity.d.mts (apps/server/test/bench-validity.test.ts checks it).
import autocannon from 'autocannon';

/** A run whose figures must not be reported. */
export class InvalidRun extends Error {
  name = 'InvalidRun';
}

/** Whether `status` is an answer the target expects: one of `expect`, else any 2xx. */
export function isExpected(status, expect) {
  return expect ? expect.includes(status) : status >= 200 && status <= 299;
}

/**
 * Checks one answer taken before timing (a sign-in, a preflight request, a record to upload to).
 * Returns the response when its status is expected; throws an `InvalidRun` naming it otherwise.
 */
export async function checkAnswer(label, response, expect) {
  if (isExpected(response.status, expect)) return response;
  const text = await response.text().catch(() => '');
  throw new InvalidRun(`${label} answered HTTP ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`);
}

/**
 * Why an autocannon result cannot be used, empty when it can: connection errors and timeouts,
 * answers the target does not expect (by status), or no answer at all.
 */
export function loadFaults(result, expect) {
  const faults = [];
  if (result.errors) faults.push(`${result.errors} request errors (${result.timeouts} of them timeouts)`);
  let expected = 0;
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) {
    if (isExpected(Number(code), expect)) expected += count;
    else faults.push(`${count} × HTTP ${code}`);
  }
  if (expected === 0) faults.push('no expected answer');
  return faults;
}

/** Returns the result of a timed load when it is valid; throws an `InvalidRun` naming its faults otherwise. */
export function requireValidLoad(label, result, expect) {
  const faults = loadFaults(result, expect);
  if (faults.length) throw new InvalidRun(`${label}: ${faults.join(', ')}`);
  return result;
}

/**
 * Runs one autocannon load (`options` as autocannon takes them: url, duration or amount, …) and
 * returns its result when valid; `onResponse(client, status, bytes, ms)` sees every answer.
 */
export async function timedLoad(label, options, { expect, onResponse } = {}) {
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(options, (err, r) => (err ? reject(err) : resolve(r)));
    if (onResponse) instance.on('response', onResponse);
  });
  return requireValidLoad(label, result, expect);
}

/**
 * Runs a benchmark's `main`. When the run is invalid (or fails otherwise) it prints the reason,
 * says that no figures are reported, and sets a non-zero exit code; `main` prints its figures only
 * after every check has passed.
 */
export async function reportInvalidRun(main) {
  try {
    await main();
  } catch (error) {
    const invalid = error instanceof InvalidRun;
    console.error(
      `${invalid ? 'Invalid run' : 'The run failed'}: ${error instanceof Error ? error.message : error}; no figures reported.`,
    );
    if (!invalid && error instanceof Error && error.stack) console.error(error.stack);
    process.exitCode = 1;
  }
}
