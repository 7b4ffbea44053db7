import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, apiAsPage, daysAgo, dropConnection, launch, newPage, shot, signIn, toast } from './support';

/**
 * Two tabs save the same daily record (decision 195) at 390 px: fields only one tab changed are
 * merged with no question; a field both changed is asked about under the page's label. A save that
 * waited on the phone, even through a reload, merges the same way: its base waits with it.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const suffix = Date.now().toString(36);
// Days of their own for each run, which the demo seed leaves empty.
const firstDay = 900 + (Date.now() % 400) * 2;

type Shift = { id: number | null; names: string[]; comments: string };
const serverMid = async (page: Page, date: string) =>
  (await apiAsPage<{ mid: Shift }>(page.context(), 'GET', `/comm-sheet/1/${date}`)).mid;

/** Notes whether the conflict notice ever shows, however briefly. */
const watchConflict = (page: Page) =>
  page.evaluate(() => {
    const seen = window as unknown as { sawConflict: boolean };
    seen.sawConflict = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-offline-state="conflict"]')) seen.sawConflict = true;
    }).observe(document.body, { subtree: true, childList: true });
  });
const sawConflict = (page: Page) => page.evaluate(() => (window as unknown as { sawConflict: boolean }).sawConflict);

async function twoTabs(date: string) {
  const a = await newPage(browser, PHONE);
  const b = await newPage(browser, PHONE);
  for (const tab of [a, b]) {
    await signIn(tab.page, 'manager1');
    await tab.page.goto(`/check-lists/comm-sheet/1/${date}`);
    await tab.page
      .getByRole('region', { name: 'Mid Shift', exact: true })
      .getByRole('button', { name: 'Save Mid Shift' })
      .waitFor();
  }
  return {
    a,
    b,
    midA: a.page.getByRole('region', { name: 'Mid Shift', exact: true }),
    midB: b.page.getByRole('region', { name: 'Mid Shift', exact: true }),
  };
}

async function addMember(mid: ReturnType<Page['getByRole']>, name: string) {
  const input = mid.getByRole('textbox', { name: 'New team member for Mid Shift' });
  await input.fill(name);
  await input.press('Enter');
  await mid.getByRole('button', { name: `${name}, edit team member` }).waitFor();
}

async function typeComment(page: Page, mid: ReturnType<Page['getByRole']>, text: string) {
  await mid.getByRole('textbox', { name: 'Comments' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

describe('comm sheet conflicts merge by field (phone)', () => {
  it('saves both tabs’ changes to different fields with no question', async () => {
    const date = daysAgo(firstDay);
    const { a, b, midA, midB } = await twoTabs(date);
    await addMember(midA, `Ana ${suffix}`);
    await midA.getByRole('button', { name: 'Save Mid Shift' }).click();
    await toast(a.page, 'Successfully saved new Communication Sheet');

    // Tab B still shows the shift as it was before A saved, and changes only the comment.
    await typeComment(b.page, midB, `Milk short ${suffix}`);
    await watchConflict(b.page);
    await midB.getByRole('button', { name: 'Save Mid Shift' }).click();
    await toast(b.page, 'Successfully updated Communication Sheet');
    expect(await sawConflict(b.page)).toBe(false);

    const saved = await serverMid(b.page, date);
    expect(saved.names).toEqual([`Ana ${suffix}`]);
    expect(saved.comments).toContain(`Milk short ${suffix}`);
    await midB.getByRole('button', { name: `Ana ${suffix}, edit team member` }).waitFor();
    await a.context.close();
    await b.context.close();
  });

  it('asks about a field both tabs changed under the card’s label, and Keep mine keeps the other tab’s other change', async () => {
    const date = daysAgo(firstDay + 1);
    const first = await newPage(browser, PHONE);
    await signIn(first.page, 'manager1');
    await apiAsPage(first.context, 'POST', `/comm-sheet/1/${date}`, {
      type: 'mid',
      names: [`Base ${suffix}`],
      comments: '<p>Base note</p>',
    });
    await first.context.close();

    const { a, b, midA, midB } = await twoTabs(date);
    await addMember(midA, `Ana ${suffix}`);
    await typeComment(a.page, midA, `From tab A ${suffix}`);
    await midA.getByRole('button', { name: 'Save Mid Shift' }).click();
    await toast(a.page, 'Successfully updated Communication Sheet');

    await typeComment(b.page, midB, `From tab B ${suffix}`);
    await midB.getByRole('button', { name: 'Save Mid Shift' }).click();
    const conflict = midB.locator('[data-offline-state="conflict"]');
    await conflict.getByText('Someone else saved this record while you were editing it').waitFor();
    const rows = conflict.locator('[data-conflict="differences"] tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    expect(await rows.first().locator('td').first().innerText()).toBe('Comments');
    expect(await rows.first().locator('[data-side="theirs"]').innerText()).toBe(`From tab A ${suffix}`);
    expect(await rows.first().locator('[data-side="mine"]').innerText()).toBe(`From tab B ${suffix}`);
    await shot(b.page, 'comm-sheet-merge-conflict-phone');

    await conflict.getByRole('button', { name: 'Keep mine' }).click();
    await toast(b.page, 'Successfully updated Communication Sheet');
    const saved = await serverMid(b.page, date);
    expect(saved.comments).toContain(`From tab B ${suffix}`);
    expect(saved.comments).not.toContain('tab A');
    expect(saved.names).toEqual([`Base ${suffix}`, `Ana ${suffix}`]);
    await a.context.close();
    await b.context.close();
  });

  it('cash count: leads changed in two tabs merge, and the same lead is asked under its label', async () => {
    const date = daysAgo(firstDay + 2);
    type Leads = { leads: { open_lead: string; mid_lead: string } };
    const a = await newPage(browser, PHONE);
    const b = await newPage(browser, PHONE);
    for (const tab of [a, b]) {
      await signIn(tab.page, 'manager1');
      await tab.page.goto(`/check-lists/cash-count/1/${date}`);
      await tab.page.getByLabel('Opening Shift Lead').waitFor();
    }
    const save = async (page: Page) => {
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await toast(page, 'Successfully updated Cash Counts');
    };
    // Different leads: B's save goes through with no question and A's lead stays.
    await a.page.getByLabel('Opening Shift Lead').fill(`Lena ${suffix}`);
    await save(a.page);
    await b.page.getByLabel('Mid Shift Lead').fill(`Mia ${suffix}`);
    await watchConflict(b.page);
    await save(b.page);
    expect(await sawConflict(b.page)).toBe(false);
    let saved = await apiAsPage<Leads>(b.context, 'GET', `/cash-count/1/${date}`);
    expect(saved.leads).toMatchObject({ open_lead: `Lena ${suffix}`, mid_lead: `Mia ${suffix}` });

    // The same lead: asked under the page's label; Keep mine keeps A's other change.
    for (const tab of [a, b]) {
      await tab.page.reload();
      await tab.page.getByLabel('Opening Shift Lead').waitFor();
    }
    await a.page.getByLabel('Opening Shift Lead').fill(`Ann ${suffix}`);
    await a.page.getByLabel('Closing Shift Lead').fill(`Cy ${suffix}`);
    await save(a.page);
    await b.page.getByLabel('Opening Shift Lead').fill(`Bo ${suffix}`);
    await b.page.getByRole('button', { name: 'Save', exact: true }).click();
    const rows = b.page.locator('[data-conflict="differences"] tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    expect(await rows.first().locator('td').first().innerText()).toBe('Opening Shift Lead');
    await b.page.getByRole('button', { name: 'Keep mine' }).click();
    await toast(b.page, 'Successfully updated Cash Counts');
    saved = await apiAsPage<Leads>(b.context, 'GET', `/cash-count/1/${date}`);
    expect(saved.leads).toMatchObject({
      open_lead: `Bo ${suffix}`,
      mid_lead: `Mia ${suffix}`,
      close_lead: `Cy ${suffix}`,
    });
    await a.context.close();
    await b.context.close();
  });

  type Leads = { leads: { open_lead: string; mid_lead: string } };

  /**
   * Tab B saves a lead offline and is reloaded with no API, so only the phone holds its edit and
   * base; tab A saves online; then B's connection returns.
   */
  async function queuedAgainstOnline(date: string, bLead: string, bValue: string, aLead: string, aValue: string) {
    const a = await newPage(browser, PHONE);
    const b = await newPage(browser, PHONE);
    for (const tab of [a, b]) {
      await signIn(tab.page, 'manager1');
      await tab.page.goto(`/check-lists/cash-count/1/${date}`);
      await tab.page.getByLabel('Opening Shift Lead').waitFor();
    }
    await b.page.getByLabel(bLead).fill(bValue);
    await b.context.setOffline(true);
    await b.page.getByRole('button', { name: 'Save', exact: true }).click();
    await b.page.getByText('Saved on this phone, not yet sent').first().waitFor();
    await b.page.route('**/api/**', dropConnection);
    await b.context.setOffline(false);
    await b.page.reload();
    await b.page.getByText('Could not load').waitFor();
    await b.context.setOffline(true);

    await a.page.getByLabel(aLead).fill(aValue);
    await a.page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(a.page, 'Successfully updated Cash Counts');

    await watchConflict(b.page);
    await b.page.unroute('**/api/**', dropConnection);
    await b.context.setOffline(false);
    return { a, b };
  }

  it('a queued save reloaded offline: a lead changed in the other tab is kept with no question', async () => {
    const date = daysAgo(firstDay + 3);
    const { a, b } = await queuedAgainstOnline(
      date,
      'Mid Shift Lead',
      `Mo ${suffix}`,
      'Opening Shift Lead',
      `Ola ${suffix}`,
    );
    await expect
      .poll(async () => (await apiAsPage<Leads>(b.context, 'GET', `/cash-count/1/${date}`)).leads, {
        timeout: 15_000,
      })
      .toMatchObject({ open_lead: `Ola ${suffix}`, mid_lead: `Mo ${suffix}` });
    expect(await sawConflict(b.page)).toBe(false);
    await a.context.close();
    await b.context.close();
  });

  it('a queued save reloaded offline: the same lead is asked under its label', async () => {
    const date = daysAgo(firstDay + 4);
    const { a, b } = await queuedAgainstOnline(
      date,
      'Opening Shift Lead',
      `Bea ${suffix}`,
      'Opening Shift Lead',
      `Abe ${suffix}`,
    );
    const rows = b.page.locator('[data-conflict="differences"] tbody tr');
    await rows.first().waitFor({ timeout: 15_000 });
    expect(await rows.count()).toBe(1);
    expect(await rows.first().locator('td').first().innerText()).toBe('Opening Shift Lead');
    expect(await rows.first().locator('[data-side="theirs"]').innerText()).toBe(`Abe ${suffix}`);
    expect(await rows.first().locator('[data-side="mine"]').innerText()).toBe(`Bea ${suffix}`);
    await shot(b.page, 'queued-merge-conflict-phone');
    await b.page.getByRole('button', { name: 'Keep mine' }).click();
    await toast(b.page, 'Successfully updated Cash Counts');
    const saved = await apiAsPage<Leads>(b.context, 'GET', `/cash-count/1/${date}`);
    expect(saved.leads.open_lead).toBe(`Bea ${suffix}`);
    await a.context.close();
    await b.context.close();
  });

  it('waste log: two tabs changing different lines both save with no question; the same cell is asked under its label', async () => {
    const date = daysAgo(firstDay + 5);
    type Entry = { description: string; qty: number; value: number };
    const a = await newPage(browser, PHONE);
    const b = await newPage(browser, PHONE);
    await signIn(a.page, 'manager1');
    await apiAsPage(a.context, 'POST', `/wastelog/1/${date}`, {
      wastelog: [
        { description: `Muffin ${suffix}`, qty: '1', value: '2.50' },
        { description: `Bagel ${suffix}`, qty: '1', value: '3.00' },
      ],
    });
    for (const tab of [a, b]) {
      if (tab === b) await signIn(tab.page, 'manager1');
      await tab.page.goto(`/check-lists/wastelog/1/${date}`);
      await tab.page.getByLabel('Quantity of Waste Log #2').waitFor();
    }
    const save = async (page: Page) => {
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await toast(page, 'Successfully saved Waste Logs');
    };
    await a.page.getByLabel('Quantity of Waste Log #1').fill('4');
    await save(a.page);
    await b.page.getByLabel('Description of Waste Log #2').fill(`Stale bagel ${suffix}`);
    await watchConflict(b.page);
    await save(b.page);
    expect(await sawConflict(b.page)).toBe(false);
    let saved = await apiAsPage<Entry[]>(b.context, 'GET', `/wastelog/1/${date}`);
    expect(saved.map((e) => [e.description, e.qty])).toEqual([
      [`Muffin ${suffix}`, 4],
      [`Stale bagel ${suffix}`, 1],
    ]);

    // The same cell: only it is asked, under the label its input carries.
    for (const tab of [a, b]) {
      await tab.page.reload();
      await tab.page.getByLabel('Quantity of Waste Log #2').waitFor();
    }
    await a.page.getByLabel('Value of Waste Log #2').fill('3.25');
    await a.page.getByLabel('Quantity of Waste Log #1').fill('5');
    await save(a.page);
    await b.page.getByLabel('Value of Waste Log #2').fill('3.75');
    await b.page.getByRole('button', { name: 'Save', exact: true }).click();
    const rows = b.page.locator('[data-conflict="differences"] tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    expect(await rows.first().locator('td').first().innerText()).toBe('Value of Waste Log #2');
    await shot(b.page, 'waste-log-merge-conflict-phone');
    await b.page.getByRole('button', { name: 'Keep mine' }).click();
    await toast(b.page, 'Successfully saved Waste Logs');
    saved = await apiAsPage<Entry[]>(b.context, 'GET', `/wastelog/1/${date}`);
    expect(saved.map((e) => [e.qty, e.value])).toEqual([
      [5, 2.5],
      [1, 3.75],
    ]);
    await a.context.close();
    await b.context.close();
  });

  it('daily checklist: names typed for different tasks in two tabs are both saved with no question', async () => {
    const date = daysAgo(firstDay + 6);
    type Day = { open: { name: string | null }[] };
    const a = await newPage(browser, PHONE);
    const b = await newPage(browser, PHONE);
    for (const tab of [a, b]) {
      await signIn(tab.page, 'manager1');
      await tab.page.goto(`/check-lists/daily-check/1/${date}`);
      await tab.page
        .getByRole('list', { name: 'Opening Shift tasks' })
        .getByPlaceholder('Enter employee name')
        .first()
        .waitFor();
    }
    const field = (page: Page, i: number) =>
      page.getByRole('list', { name: 'Opening Shift tasks' }).getByPlaceholder('Enter employee name').nth(i);
    const save = async (page: Page) => {
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await toast(page, 'Successfully updated Daily Lists');
    };
    await field(a.page, 0).fill(`Ava ${suffix}`);
    await save(a.page);
    await field(b.page, 1).fill(`Ben ${suffix}`);
    await watchConflict(b.page);
    await save(b.page);
    expect(await sawConflict(b.page)).toBe(false);
    const saved = await apiAsPage<Day>(b.context, 'GET', `/daily-checklist/1/${date}`);
    expect(saved.open.slice(0, 2).map((task) => task.name)).toEqual([`Ava ${suffix}`, `Ben ${suffix}`]);
    await a.context.close();
    await b.context.close();
  });
});
