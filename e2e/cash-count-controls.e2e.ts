import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '@dripp/domain/dates';
import {
  DEMO_STORE_ZONE,
  PHONE,
  apiAsPage,
  daysAgo,
  launch,
  loadingDone,
  newPage,
  shot,
  signIn,
  toast,
  writesDuring,
} from './support';
import { png } from './png';

/*
 * The cash count's controls below the sheet at 390 px: the deposit and its verification by someone
 * else, the over/short reason the store's tolerance asks for and the tolerance itself, and the
 * history of a count two people saved. Each test works on a day of its own that the demo seed
 * leaves empty (it fills the last two weeks) and no other e2e file uses.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const suffix = Date.now().toString(36);

interface Count {
  id: number | null;
  leads: { open_lead: string; close_lead: string };
  tolerance: { own: number | null; chain: number; effective: number };
  over_short: { tolerance: number | null; flagged: boolean; reason: string };
  deposit: {
    status: string;
    bag: string | null;
    deposited_by: string | null;
    deposited_at: string | null;
    verified_by: string | null;
    verified_at: string | null;
    slips: unknown[];
  };
}

/** The count as the server has it, read with the page's own session. */
const serverCount = (context: BrowserContext, store: number, date: string) =>
  apiAsPage<Count>(context, 'GET', `/cash-count/${store}/${date}`);

/** A moment as the page shows it on the store's clock (the browser runs in the store's zone). */
const shown = (at: string) => formatDateTime(at, { timeZone: DEMO_STORE_ZONE, viewerZone: DEMO_STORE_ZONE });

async function signedIn(username: string): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, PHONE);
  await signIn(opened.page, username);
  return opened;
}

async function openCount(page: Page, store: number, date: string): Promise<void> {
  await page.goto(`/check-lists/cash-count/${store}/${date}`);
  await page.getByLabel('Opening Shift Lead').waitFor();
  await loadingDone(page);
}

const depositCard = (page: Page): Locator => page.getByRole('region', { name: 'Deposit', exact: true });
const overShortCard = (page: Page): Locator => page.getByRole('region', { name: 'Over/Short', exact: true });
const status = (page: Page) => depositCard(page).locator('[data-deposit-status]').getAttribute('data-deposit-status');

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await toast(page, 'Successfully updated Cash Counts');
}

describe('the deposit of a count (390 px)', () => {
  it('refuses a deposit of nothing, records one with a bag and slip, and lets only someone else verify it', async () => {
    const date = daysAgo(141);
    const manager = await signedIn('manager1');
    await openCount(manager.page, 1, date);
    expect(await depositCard(manager.page).getByText('Save the cash count before recording its deposit.').count()).toBe(
      1,
    );

    // A count with no cash in it: the server refuses its deposit and the count stays Counted.
    await manager.page.getByLabel('Opening Shift Lead').fill(`Empty ${suffix}`);
    await save(manager.page);
    const bag = depositCard(manager.page).getByLabel('Bag number');
    const record = depositCard(manager.page).getByRole('button', { name: 'Record deposit' });
    // No bag: asked for on the page, and nothing is sent.
    expect(await writesDuring(manager.page, () => record.click())).toEqual([]);
    await depositCard(manager.page).getByText('Bag number is required').waitFor();
    await bag.fill(`B-0-${suffix}`);
    await record.click();
    await depositCard(manager.page)
      .getByRole('alert')
      .filter({ hasText: 'The total deposit must be more than $0.00: count the cash before recording its deposit' })
      .waitFor();
    await manager.page.reload();
    await loadingDone(manager.page);
    expect(await status(manager.page)).toBe('counted');
    expect((await serverCount(manager.context, 1, date)).deposit).toMatchObject({ status: 'counted', bag: null });

    // $100 in twenties: recorded with its bag and a photo of the slip.
    await manager.page.getByLabel('$20 Expected', { exact: true }).fill('100');
    await manager.page.getByLabel('$20 Actual', { exact: true }).fill('100');
    await save(manager.page);
    await depositCard(manager.page).getByLabel('Bag number').fill(`B-1-${suffix}`);
    await depositCard(manager.page)
      .locator('input[type=file]')
      .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: png(6, 6, [40, 120, 60]) });
    await depositCard(manager.page).getByText('slip.png').waitFor();
    await depositCard(manager.page).getByRole('button', { name: 'Record deposit' }).click();
    await toast(manager.page, 'The deposit was recorded');
    const deposited = (await serverCount(manager.context, 1, date)).deposit;
    expect(deposited).toMatchObject({ status: 'deposited', bag: `B-1-${suffix}`, deposited_by: 'Maria Alvarez' });
    expect(deposited.slips).toHaveLength(1);
    const depositLine = `Bag B-1-${suffix}, deposited by Maria Alvarez on ${shown(deposited.deposited_at!)}`;

    // The one who deposited may not verify: told why, with no button.
    await manager.page.reload();
    await loadingDone(manager.page);
    expect(await status(manager.page)).toBe('deposited');
    await depositCard(manager.page).getByText(depositLine, { exact: true }).waitFor();
    await depositCard(manager.page)
      .getByText('You deposited this cash: someone else must verify the deposit.', { exact: true })
      .waitFor();
    expect(await depositCard(manager.page).getByRole('button', { name: 'Verify deposit' }).count()).toBe(0);
    expect(await depositCard(manager.page).getByRole('button', { name: 'Record deposit' }).count()).toBe(0);
    await shot(manager.page, 'cash-count-deposited-phone');
    await manager.context.close();

    // A barista of the store sees the deposit and may do nothing to it.
    const barista = await signedIn('barista1');
    await openCount(barista.page, 1, date);
    await depositCard(barista.page).getByText(depositLine, { exact: true }).waitFor();
    for (const action of ['Verify deposit', 'Record deposit'])
      expect(await depositCard(barista.page).getByRole('button', { name: action }).count()).toBe(0);
    expect(
      await depositCard(barista.page)
        .getByText(/someone else must verify/)
        .count(),
    ).toBe(0);
    await barista.context.close();

    // Someone else with the right verifies it; who and when stay after a reload.
    const ops = await signedIn('ops');
    await openCount(ops.page, 1, date);
    await depositCard(ops.page).getByRole('button', { name: 'Verify deposit' }).click();
    await toast(ops.page, 'The deposit was verified');
    const verified = (await serverCount(ops.context, 1, date)).deposit;
    expect(verified).toMatchObject({ status: 'verified', verified_by: 'Olivia Park', deposited_by: 'Maria Alvarez' });
    await ops.page.reload();
    await loadingDone(ops.page);
    expect(await status(ops.page)).toBe('verified');
    await depositCard(ops.page).getByText(depositLine, { exact: true }).waitFor();
    await depositCard(ops.page)
      .getByText(`Verified by Olivia Park on ${shown(verified.verified_at!)}`, { exact: true })
      .waitFor();
    expect(await depositCard(ops.page).getByRole('button', { name: 'Verify deposit' }).count()).toBe(0);
    await shot(ops.page, 'cash-count-verified-phone');
    await ops.context.close();
  });
});

describe('the over/short reason and the tolerance (390 px)', () => {
  it("saves a store's own tolerance, asks for a reason beyond it, and follows the chain's again", async () => {
    const date = daysAgo(142);
    const ops = await signedIn('ops');
    const before = await serverCount(ops.context, 3, date);
    const chain = before.tolerance.chain;
    const toleranceText = () => overShortCard(ops.page).locator('[data-summary="tolerance"]').innerText();
    try {
      await openCount(ops.page, 3, date);
      expect(await toleranceText()).toBe(`Tolerance ±$${chain.toFixed(2)} (chain default)`);

      // A tolerance that is not an amount cannot be saved; $2.00 is, and stays after a reload.
      await overShortCard(ops.page).getByRole('button', { name: 'Change tolerance' }).click();
      const dialog = ops.page.getByRole('dialog', { name: 'Cash tolerance' });
      const amount = dialog.getByLabel('Tolerance for this store');
      await amount.fill('-3');
      expect(await dialog.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
      await amount.fill('2');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await toast(ops.page, 'The tolerance was saved');
      await ops.page.reload();
      await loadingDone(ops.page);
      expect(await toleranceText()).toBe("Tolerance ±$2.00 (this store's own)");
      expect((await serverCount(ops.context, 3, date)).tolerance).toEqual({ own: 2, chain, effective: 2 });

      // $3.00 short is beyond $2.00: Save asks for the reason and sends nothing.
      await ops.page.getByLabel('Opening Shift Lead').fill(`Short ${suffix}`);
      await ops.page.getByLabel('$20 Expected', { exact: true }).fill('100');
      await ops.page.getByLabel('$20 Actual', { exact: true }).fill('97');
      await overShortCard(ops.page).getByText('Beyond the tolerance').waitFor();
      const writes = await writesDuring(ops.page, () =>
        ops.page.getByRole('button', { name: 'Save', exact: true }).click(),
      );
      expect(writes).toEqual([]);
      await toast(ops.page, 'Nothing was saved: give the reason for the over/short');
      const reason = overShortCard(ops.page).getByLabel('Reason for the over/short');
      expect(await reason.evaluate((el) => el === document.activeElement)).toBe(true);
      expect((await serverCount(ops.context, 3, date)).id).toBeNull();

      await reason.fill(`Coins to the tip jar ${suffix}`);
      await save(ops.page);
      await ops.page.reload();
      await loadingDone(ops.page);
      expect(await overShortCard(ops.page).getByLabel('Reason for the over/short').inputValue()).toBe(
        `Coins to the tip jar ${suffix}`,
      );
      expect((await serverCount(ops.context, 3, date)).over_short).toEqual({
        tolerance: 2,
        flagged: true,
        reason: `Coins to the tip jar ${suffix}`,
      });
      await shot(ops.page, 'cash-count-over-short-phone');

      // Back to the chain's tolerance: the same $3.00 is within it, and no longer beyond.
      const wide = Math.max(chain, 5);
      await apiAsPage(ops.context, 'PUT', '/cash-tolerance', { tolerance: wide });
      await ops.page.reload();
      await loadingDone(ops.page);
      await overShortCard(ops.page).getByRole('button', { name: 'Change tolerance' }).click();
      await ops.page
        .getByRole('dialog', { name: 'Cash tolerance' })
        .getByRole('button', { name: `Use the chain default ($${wide.toFixed(2)})` })
        .click();
      await toast(ops.page, "The store follows the chain's tolerance");
      await ops.page.reload();
      await loadingDone(ops.page);
      expect(await toleranceText()).toBe(`Tolerance ±$${wide.toFixed(2)} (chain default)`);
      expect(await overShortCard(ops.page).getByText('Beyond the tolerance').count()).toBe(0);

      // The chain's tolerance lowered to $1.00: the page asks for a reason again, with the chain's amount.
      await apiAsPage(ops.context, 'PUT', '/cash-tolerance', { tolerance: 1 });
      await ops.page.reload();
      await loadingDone(ops.page);
      expect(await toleranceText()).toBe('Tolerance ±$1.00 (chain default)');
      await overShortCard(ops.page)
        .getByText("The count is $3.00 short, beyond the store's tolerance of $1.00.", { exact: false })
        .waitFor();
      expect(await ops.page.locator('[data-summary="beyond-tolerance"]').innerText()).toBe('Beyond tolerance');
    } finally {
      await apiAsPage(ops.context, 'PUT', '/cash-tolerance', { tolerance: chain });
      await apiAsPage(ops.context, 'PUT', '/stores/3/cash-tolerance', { tolerance: before.tolerance.own });
    }
    await ops.context.close();
  });
});

describe('the history of a count (390 px)', () => {
  it('lists the changes of two people with who, when and what changed', async () => {
    const date = daysAgo(143);
    const manager = await signedIn('manager1');
    await openCount(manager.page, 1, date);
    await manager.page.getByLabel('Opening Shift Lead').fill(`Ann ${suffix}`);
    await save(manager.page);

    const ops = await signedIn('ops');
    await openCount(ops.page, 1, date);
    await ops.page.getByLabel('Opening Shift Lead').fill(`Bea ${suffix}`);
    await save(ops.page);
    await ops.context.close();

    await manager.page.reload();
    await loadingDone(manager.page);
    expect(await manager.page.getByLabel('Opening Shift Lead').inputValue()).toBe(`Bea ${suffix}`);
    await manager.page.getByLabel('Closing Shift Lead').fill(`Cy ${suffix}`);
    await save(manager.page);
    await manager.page.reload();
    await loadingDone(manager.page);

    const { record } = await apiAsPage<{
      record: { created: { at: string }; updated: { at: string }; history: { by: string; at: string }[] };
    }>(manager.context, 'GET', `/cash-count/1/${date}`);
    const panel = manager.page.getByRole('region', { name: 'History of the cash count' });
    expect(await panel.getByText(/^Written by/).innerText()).toBe(
      `Written by Maria Alvarez on ${shown(record.created.at)} · Last changed by Maria Alvarez on ${shown(record.updated.at)}`,
    );
    await panel.getByRole('button', { name: 'Show changes (2)' }).click();
    const entries = panel.getByRole('list', { name: 'Changes to the cash count' }).getByRole('listitem');
    expect(await entries.count()).toBe(2);
    expect(record.history.map((h) => h.by)).toEqual(['Maria Alvarez', 'Olivia Park']);
    expect(await entries.nth(0).locator('p').allInnerTexts()).toEqual([
      `Maria Alvarez, ${shown(record.history[0]!.at)}`,
      `Closing Shift Lead: “empty” → “Cy ${suffix}”`,
    ]);
    expect(await entries.nth(1).locator('p').allInnerTexts()).toEqual([
      `Olivia Park, ${shown(record.history[1]!.at)}`,
      `Opening Shift Lead: “Ann ${suffix}” → “Bea ${suffix}”`,
    ]);
    await shot(manager.page, 'cash-count-history-phone');
    await manager.context.close();
  });
});
