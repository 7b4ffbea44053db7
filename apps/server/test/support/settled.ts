import type PgBoss from 'pg-boss';
import type { TestContext } from '../harness';
import type { SmtpPeer } from '../fixtures/smtp';

/*
 * "Nothing more happened" is asserted only once the server says it has nothing left to do: no
 * job waiting or running on the queue, no work a route left running after its answer, and no SMTP
 * session still open. A fixed sleep would pass on a slow machine while a late duplicate is on its way.
 */

/** Waits until `check` holds, failing after `timeoutMs`. */
export async function until(check: () => boolean | Promise<boolean>, what = 'the condition', timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** No job of these queues is waiting, retrying or running: every sweep sent so far has finished. */
export async function queueDrained(boss: PgBoss, names: string[]) {
  // States before `completed` are created, retry and active.
  const unfinished = async () =>
    (await Promise.all(names.map((name) => boss.getQueueSize(name, { before: 'completed' })))).reduce((a, b) => a + b);
  await until(async () => (await unfinished()) === 0, `the queue ${names.join(', ')} to drain`);
}

/** The work routes left running after their answers has finished, and the SMTP peer has no session open. */
export async function nothingInFlight(t: TestContext, smtp?: SmtpPeer) {
  await t.app.ctx.afterAnswer.settled();
  if (smtp) await until(() => smtp.openSessions() === 0, 'the SMTP sessions to close');
}
