import type { Browser, BrowserContext, Page } from 'playwright-core';
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
} from './support';

/*
 * The history panel (components/record-history.tsx) of the store-day records other than the cash
 * count (cash-count-controls.e2e.ts has that one), at 390 px: after saves by two people it names
 * who wrote the record, who changed it last, and each change with who, when and what changed.
 * Each test works on a day the demo seed leaves empty and no other e2e file uses.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const suffix = Date.now().toString(36);

/** A moment as the page shows it on the store's clock (the browser runs in the store's zone). */
const shown = (at: string) => formatDateTime(at, { timeZone: DEMO_STORE_ZONE, viewerZone: DEMO_STORE_ZONE });

async function signedIn(username: string): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, PHONE);
  await signIn(opened.page, username);
  return opened;
}

async function saveWaste(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await toast(page, 'Successfully saved Waste Logs');
}

describe('the history of a waste log (390 px)', () => {
  it('lists the changes of two people with who, when and what changed', async () => {
    const date = daysAgo(144);
    const address = `/check-lists/wastelog/1/${date}`;
    const manager = await signedIn('manager1');
    await manager.page.goto(address);
    await manager.page.getByText('No waste logged for this day.', { exact: false }).waitFor();
    await manager.page.getByRole('button', { name: 'Add Waste Log' }).click();
    await manager.page.getByLabel('Description of Waste Log #1').fill(`Scones ${suffix}`);
    await manager.page.getByLabel('Quantity of Waste Log #1').fill('2');
    await manager.page.getByLabel('Value of Waste Log #1').fill('3.50');
    await saveWaste(manager.page);

    const ops = await signedIn('ops');
    await ops.page.goto(address);
    await ops.page.getByLabel('Quantity of Waste Log #1').waitFor();
    await loadingDone(ops.page);
    await ops.page.getByLabel('Quantity of Waste Log #1').fill('3');
    await saveWaste(ops.page);
    await ops.context.close();

    await manager.page.reload();
    await loadingDone(manager.page);
    expect(await manager.page.getByLabel('Quantity of Waste Log #1').inputValue()).toBe('3');
    await manager.page.getByRole('button', { name: 'Add Waste Log' }).click();
    await manager.page.getByLabel('Description of Waste Log #2').fill(`Milk ${suffix}`);
    await manager.page.getByLabel('Quantity of Waste Log #2').fill('1');
    await manager.page.getByLabel('Value of Waste Log #2').fill('1.25');
    await saveWaste(manager.page);
    await manager.page.reload();
    await loadingDone(manager.page);

    const record = await apiAsPage<{
      created: { at: string };
      updated: { at: string };
      history: { by: string; at: string }[];
    }>(manager.context, 'GET', `/wastelog/1/${date}/history`);
    // The log's lines are replaced on each save: its first save is kept as a change too.
    expect(record.history.map((h) => h.by)).toEqual(['Maria Alvarez', 'Olivia Park', 'Maria Alvarez']);
    const panel = manager.page.getByRole('region', { name: 'History of the waste log' });
    expect(await panel.getByText(/^Written by/).innerText()).toBe(
      `Written by Maria Alvarez on ${shown(record.created.at)} · Last changed by Maria Alvarez on ${shown(record.updated.at)}`,
    );
    await panel.getByRole('button', { name: 'Show changes (3)' }).click();
    const entries = panel.getByRole('list', { name: 'Changes to the waste log' }).getByRole('listitem');
    expect(await entries.count()).toBe(3);
    expect(await entries.nth(0).locator('p').allInnerTexts()).toEqual([
      `Maria Alvarez, ${shown(record.history[0]!.at)}`,
      `Waste Log #2: “empty” → “Milk ${suffix}: 1 × $1.25 = $1.25”`,
      'LOSS $: “$10.50” → “$11.75”',
    ]);
    expect(await entries.nth(1).locator('p').allInnerTexts()).toEqual([
      `Olivia Park, ${shown(record.history[1]!.at)}`,
      `Waste Log #1: “Scones ${suffix}: 2 × $3.50 = $7.00” → “Scones ${suffix}: 3 × $3.50 = $10.50”`,
      'LOSS $: “$7.00” → “$10.50”',
    ]);
    const first = await entries.nth(2).locator('p').allInnerTexts();
    expect(first[0]).toBe(`Maria Alvarez, ${shown(record.history[2]!.at)}`);
    expect(first).toContain(`Waste Log #1: “empty” → “Scones ${suffix}: 2 × $3.50 = $7.00”`);
    await shot(manager.page, 'waste-log-history-phone');
    await manager.context.close();
  });
});

describe("the history of a communication sheet's shift (390 px)", () => {
  it('lists the changes of two people with who, when and what changed', async () => {
    const date = daysAgo(145);
    const address = `/check-lists/comm-sheet/1/${date}`;
    const opening = (page: Page) => page.getByRole('region', { name: 'Opening Shift', exact: true });
    const addMember = async (page: Page, name: string, saved: string) => {
      const field = opening(page).getByRole('textbox', { name: 'New team member for Opening Shift' });
      await field.fill(name);
      await field.press('Enter');
      await opening(page).getByRole('button', { name: 'Save Opening Shift' }).click();
      await toast(page, saved);
    };
    const manager = await signedIn('manager1');
    await manager.page.goto(address);
    await opening(manager.page).getByText('No team members yet').waitFor();
    await addMember(manager.page, `Ann ${suffix}`, 'Successfully saved new Communication Sheet');

    const ops = await signedIn('ops');
    await ops.page.goto(address);
    await opening(ops.page)
      .getByRole('button', { name: `Ann ${suffix}, edit team member` })
      .waitFor();
    await loadingDone(ops.page);
    await addMember(ops.page, `Bea ${suffix}`, 'Successfully updated Communication Sheet');
    await ops.context.close();

    await manager.page.reload();
    await opening(manager.page)
      .getByRole('button', { name: `Bea ${suffix}, edit team member` })
      .waitFor();
    await loadingDone(manager.page);
    await addMember(manager.page, `Cy ${suffix}`, 'Successfully updated Communication Sheet');
    await manager.page.reload();
    await opening(manager.page)
      .getByRole('button', { name: `Cy ${suffix}, edit team member` })
      .waitFor();
    await loadingDone(manager.page);

    const { record } = (
      await apiAsPage<{
        open: { record: { created: { at: string }; updated: { at: string }; history: { by: string; at: string }[] } };
      }>(manager.context, 'GET', `/comm-sheet/1/${date}`)
    ).open;
    expect(record.history.map((h) => h.by)).toEqual(['Maria Alvarez', 'Olivia Park']);
    const panel = opening(manager.page).locator('[data-record-history="Opening Shift"]');
    expect(await panel.getByText(/^Written by/).innerText()).toBe(
      `Written by Maria Alvarez on ${shown(record.created.at)} · Last changed by Maria Alvarez on ${shown(record.updated.at)}`,
    );
    await panel.getByRole('button', { name: 'Show changes (2)' }).click();
    const entries = panel.getByRole('list', { name: 'Changes to Opening Shift' }).getByRole('listitem');
    expect(await entries.count()).toBe(2);
    expect(await entries.nth(0).locator('p').allInnerTexts()).toEqual([
      `Maria Alvarez, ${shown(record.history[0]!.at)}`,
      `Team members: “Ann ${suffix}, Bea ${suffix}” → “Ann ${suffix}, Bea ${suffix}, Cy ${suffix}”`,
    ]);
    expect(await entries.nth(1).locator('p').allInnerTexts()).toEqual([
      `Olivia Park, ${shown(record.history[1]!.at)}`,
      `Team members: “Ann ${suffix}” → “Ann ${suffix}, Bea ${suffix}”`,
    ]);
    await shot(manager.page, 'comm-sheet-history-phone');
    await manager.context.close();
  });
});

describe('the history of a key release (390 px)', () => {
  it('lists the changes of two people with who, when and what changed', async () => {
    const who = `Kim ${suffix}`;
    const [first, last] = who.split(' ') as [string, string];
    const card = (page: Page) =>
      page.getByRole('list', { name: 'Key releases' }).getByRole('listitem').filter({ hasText: who });
    const saveRow = async (page: Page) => {
      await card(page)
        .getByRole('button', { name: `Save ${who}` })
        .click();
      await toast(page, 'Successfully updated Key Release');
    };
    const manager = await signedIn('manager1');
    await manager.page.goto('/management/key-release');
    const form = manager.page
      .locator('form')
      .filter({ has: manager.page.getByRole('heading', { name: 'Key Types Given' }) });
    await form.getByRole('checkbox', { name: 'Building', exact: true }).check();
    await form.getByRole('textbox', { name: /^First Name/ }).fill(first);
    await form.getByRole('textbox', { name: /^Last Name/ }).fill(last);
    await form.getByRole('textbox', { name: 'Signature' }).fill(`K. ${last}`);
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await toast(manager.page, 'Successfully saved Key Release');

    // The corporate office opens the same store's log (its first) and corrects the signature.
    const ops = await signedIn('ops');
    await ops.page.goto('/management/key-release');
    await card(ops.page).waitFor();
    await loadingDone(ops.page);
    await card(ops.page).getByRole('textbox', { name: 'Signature' }).fill(who);
    await saveRow(ops.page);
    await ops.context.close();

    await manager.page.reload();
    await card(manager.page).waitFor();
    await loadingDone(manager.page);
    expect(await card(manager.page).getByRole('textbox', { name: 'Signature' }).inputValue()).toBe(who);
    await card(manager.page)
      .getByRole('checkbox', { name: `Office key, ${who}` })
      .check();
    await saveRow(manager.page);
    await manager.page.reload();
    await card(manager.page).waitFor();
    await loadingDone(manager.page);

    const rows = await apiAsPage<
      {
        firstName: string;
        lastName: string;
        record: { created: { at: string }; updated: { at: string }; history: { by: string; at: string }[] };
      }[]
    >(manager.context, 'GET', '/key-release/1');
    const { record } = rows.find((r) => r.firstName === first && r.lastName === last)!;
    expect(record.history.map((h) => h.by)).toEqual(['Maria Alvarez', 'Olivia Park']);
    const panel = card(manager.page).locator(`[data-record-history="${who}"]`);
    expect(await panel.getByText(/^Written by/).innerText()).toBe(
      `Written by Maria Alvarez on ${shown(record.created.at)} · Last changed by Maria Alvarez on ${shown(record.updated.at)}`,
    );
    await panel.getByRole('button', { name: 'Show changes (2)' }).click();
    const entries = panel.getByRole('list', { name: `Changes to ${who}` }).getByRole('listitem');
    expect(await entries.count()).toBe(2);
    expect(await entries.nth(0).locator('p').allInnerTexts()).toEqual([
      `Maria Alvarez, ${shown(record.history[0]!.at)}`,
      'Office: “No” → “Yes”',
    ]);
    expect(await entries.nth(1).locator('p').allInnerTexts()).toEqual([
      `Olivia Park, ${shown(record.history[1]!.at)}`,
      `Signature: “K. ${last}” → “${who}”`,
    ]);
    await shot(manager.page, 'key-release-history-phone');
    await manager.context.close();
  });
});
