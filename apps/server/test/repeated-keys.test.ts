import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsEndpoints } from '@dripp/contract/endpoints/notifications';
import { storeDayEndpoints } from '@dripp/contract/endpoints/store-day';
import { pathOf, type AnyEndpoint } from '@dripp/contract/endpoint';
import type { TestContext } from './harness';
import { startProbeChain } from './support/probe-chain';

/**
 * A list that names a thing twice is refused with 422 at the repeat (the contract's `eachOnce`),
 * and nothing is written: before, notification settings naming a kind twice reached the database
 * as two rows of one key and answered 500.
 */

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ({ ctx, token } = await startProbeChain());
}, 120_000);
afterAll(() => ctx?.close());

async function call(definition: AnyEndpoint, params: Record<string, number> = {}, body?: object) {
  const answer = await ctx.app.inject({
    method: definition.method,
    url: `/api${pathOf(definition, params)}`,
    headers: { authorization: `Bearer ${token}` },
    ...(body ? { payload: body } : {}),
  });
  return { status: answer.statusCode, json: answer.json() as { data?: unknown; errors?: Record<string, string[]> } };
}

const setting = { kind: 'reminder', in_app: true, mail: false };
const dueTime = { item: 'open', time: '07:00', weekday: null };

describe('a list that names a thing twice', () => {
  it.each([
    {
      name: 'notification settings naming a kind twice',
      read: notificationsEndpoints.settings,
      write: notificationsEndpoints.saveSettings,
      body: { settings: [setting, { ...setting, mail: true }] },
      at: 'settings.1.kind',
    },
    {
      name: "the chain's due times naming an item twice",
      read: storeDayEndpoints.chainDueTimes,
      write: storeDayEndpoints.saveChainDueTimes,
      body: { due_times: [dueTime, { ...dueTime, time: '08:00' }] },
      at: 'due_times.1.item',
    },
  ])('$name: 422 at the repeat, and nothing changes', async ({ read, write, body, at }) => {
    const before = await call(read);
    expect(before.status).toBe(200);
    const refused = await call(write, {}, body);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.json.errors ?? {})).toContain(at);
    expect((await call(read)).json.data).toEqual(before.json.data);
  });
});
