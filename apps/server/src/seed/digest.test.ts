import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localTimeZone } from '@dripp/contract/time-zones';
import { todayIn } from '@dripp/domain/dates';
import { wallClockInstant } from '@dripp/domain/store-day';
import { digestSettings, users } from '../db/schema/index';
import { sweepDigests } from '../features/digest/digest-sweep';
import { readOutbox, startTestApp, TEST_SECRET, type TestContext } from '../../test/harness';
import { seedDemoChain } from './demo';
import { eq } from 'drizzle-orm';

const LA = 'America/Los_Angeles';
let t: TestContext;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoChain(t.db, TEST_SECRET);
});
afterAll(() => t.close());

describe('the demo morning digests', () => {
  it('the franchisee and ops get it at 07:00, in their first store’s zone or the chain’s', async () => {
    const rows = await t.db
      .select({
        username: users.username,
        enabled: digestSettings.enabled,
        sendAt: digestSettings.sendAt,
        zone: digestSettings.timeZone,
      })
      .from(digestSettings)
      .innerJoin(users, eq(users.id, digestSettings.userId));
    expect(rows.sort((a, b) => a.username.localeCompare(b.username))).toEqual([
      { username: 'franchisee', enabled: true, sendAt: '07:00', zone: LA },
      { username: 'ops', enabled: true, sendAt: '07:00', zone: localTimeZone() },
    ]);
  });

  it('the franchisee’s digest of the demo chain is written at 07:00 in Seattle', async () => {
    const seven = wallClockInstant(todayIn(LA), '07:00', LA);
    const { sent, failed } = await sweepDigests(t.app.ctx, seven);
    expect(failed).toBe(0);
    expect(sent).toBeGreaterThanOrEqual(1);
    const mail = readOutbox(t.dataDir).find((m) => m.includes('franchisee@dripp.example'));
    expect(mail).toContain('Morning digest for');
    expect(mail).toContain('BROOKLYN HEIGHTS (#202)');
    expect(mail).toContain('CAPITOL HILL (#201)');
    expect(mail).not.toMatch(/Pearl District/i);
  });
});
