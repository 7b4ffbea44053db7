import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, choose, expectNoPageOverflow, launch, newPage, seriousViolations, shot, signIn } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The waste cost a figure's link names: "Waste log of 101 – Pearl District: $82.41, …". */
function wasteOf(name: string): number {
  const amount = /: (-?)\$([\d,]+\.\d\d)/.exec(name);
  if (!amount) throw new Error(`No amount in "${name}"`);
  return Number(`${amount[1]}${amount[2]!.replace(/,/g, '')}`);
}

/** An amount as shown, "+$1,234.50" or "-$0.25", as a number. */
function amountOf(text: string): number {
  const amount = /([+-]?)\$([\d,]+\.\d\d)/.exec(text);
  if (!amount) throw new Error(`No amount in "${text}"`);
  return Number(`${amount[1] === '-' ? '-' : ''}${amount[2]!.replace(/,/g, '')}`);
}

async function wasteFigures(scope: Locator | Page): Promise<number[]> {
  const names = await scope
    .getByRole('link', { name: /^Waste log of / })
    .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? ''));
  return names.map(wasteOf);
}

const descending = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1]! >= value);

async function openOverview(page: Page, search = ''): Promise<void> {
  await page.goto(`/management/overview${search}`);
  await page.getByRole('heading', { name: 'Stores Overview' }).waitFor();
  await page.locator('[data-range]').waitFor();
}

describe('the Stores Overview on a desktop', () => {
  it('corporate sorts the chain by waste, keeps the view on reload and opens a store’s waste log', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'ops');
    await openOverview(page);
    const table = page.getByRole('table', { name: 'Stores overview' });
    await table.waitFor();
    // The demo chain has a franchisee's stores and the company's: one group each.
    await table.getByRole('columnheader', { name: /^Company stores/ }).waitFor();
    expect(await table.locator('[data-group]').count()).toBe(2);
    expect(await table.locator('[data-store-id]').count()).toBe(6);
    expect(await table.locator('[data-totals]').count()).toBe(1);

    // A first click on a measure shows its worst first: the most waste.
    await table.getByRole('button', { name: 'Waste' }).click();
    await page.waitForURL(/sort=waste&dir=desc/);
    await expect
      .poll(() => table.getByRole('columnheader', { name: 'Waste' }).getAttribute('aria-sort'))
      .toBe('descending');
    // Sorted within each franchisee's group.
    const rows = await table.locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) => ({
        group: tr.hasAttribute('data-group'),
        waste: tr.querySelector('[data-measure="waste"]')?.getAttribute('aria-label') ?? null,
      })),
    );
    const groups: number[][] = [];
    for (const row of rows) {
      if (row.group) groups.push([]);
      else if (row.waste) groups.at(-1)!.push(wasteOf(row.waste));
    }
    expect(groups).toHaveLength(2);
    for (const values of groups) expect(descending(values), String(values)).toBe(true);

    // The trends draw the five worst by waste, in a chunk loaded after the grid.
    await page.locator('[data-chart="waste_cost"] svg').first().waitFor();
    expect(await page.getByRole('list', { name: 'Stores charted' }).getByRole('listitem').count()).toBe(5);

    await page.reload();
    await table.getByRole('columnheader', { name: 'Waste' }).waitFor();
    expect(await table.getByRole('columnheader', { name: 'Waste' }).getAttribute('aria-sort')).toBe('descending');

    // Another period: in the address too.
    const thisWeek = await page.locator('[data-range]').getAttribute('data-range');
    await page.getByText('Last week', { exact: true }).click();
    await page.waitForURL(/period=last-week/);
    await expect.poll(() => page.locator('[data-range]').getAttribute('data-range')).not.toBe(thisWeek);
    expect(page.url()).toContain('sort=waste');

    // Grouped by the stores' region (the West Coast's five, New York's one), or not at all; kept in the address.
    await page.getByText('Region', { exact: true }).click();
    await page.waitForURL(/group=region/);
    await expect.poll(() => table.locator('[data-group]').count()).toBe(2);
    await table.getByRole('columnheader', { name: /^Pacific Northwest · 5 stores/ }).waitFor();
    await page.getByText('None', { exact: true }).click();
    await page.waitForURL(/group=none/);
    await expect.poll(() => table.locator('[data-group]').count()).toBe(0);
    expect(await table.locator('[data-store-id]').count()).toBe(6);
    await page.getByText('Franchisee', { exact: true }).click();
    await expect.poll(() => table.locator('[data-group]').count()).toBe(2);
    expect(page.url()).not.toContain('group=');

    await expectNoPageOverflow(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'overview-desktop');

    // The store's waste over the period, day by day; a day opens that day's log.
    const first = table.locator('[data-store-id]').first();
    const storeId = await first.getAttribute('data-store-id');
    await first.getByRole('link', { name: /^Waste log of / }).click();
    await page.waitForURL(new RegExp(`/management/overview/stores/${storeId}/waste\\?from=`));
    await page.getByRole('heading', { name: 'Waste by day' }).waitFor();
    await page
      .getByRole('link', { name: /^Waste log of / })
      .first()
      .click();
    await page.waitForURL(new RegExp(`/check-lists/wastelog/${storeId}/\\d{4}-\\d{2}-\\d{2}$`));
    await page.getByRole('heading', { name: 'Waste Log' }).first().waitFor();
    await context.close();
  });
});

describe('the Stores Overview on a phone', () => {
  it('a franchisee sorts their stores by waste with the select and opens a cash count', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'franchisee');
    await openOverview(page);
    const cards = page.locator('[role="listitem"][data-store-id]');
    await cards.first().waitFor();
    // Stores 5 and 6, one franchisee: no group headings.
    expect(await cards.count()).toBe(2);
    expect(await page.getByRole('table', { name: 'Stores overview' }).count()).toBe(0);

    await choose(page, 'Sort by', 'Waste');
    await page.waitForURL(/sort=waste&dir=desc/);
    expect(descending(await wasteFigures(page.locator('[role="list"]').filter({ has: cards.first() })))).toBe(true);

    // Every figure is a row a thumb can hit.
    const row = cards.first().getByRole('link', { name: /^Cash count of / });
    expect((await row.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expectNoPageOverflow(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'overview-phone');

    // The store's counts over the week, totalled as the figure; a day opens its Cash Count Sheet.
    const storeId = await cards.first().getAttribute('data-store-id');
    const figure = amountOf((await row.getAttribute('aria-label'))!);
    await row.click();
    await page.waitForURL(new RegExp(`/management/overview/stores/${storeId}/cash\\?from=`));
    await page.getByRole('heading', { name: 'Cash over/short by day' }).waitFor();
    expect(amountOf((await page.locator('[data-totals] [data-total]').getAttribute('data-total'))!)).toBe(figure);
    await page
      .getByRole('link', { name: /^Cash count of / })
      .first()
      .click();
    await page.waitForURL(new RegExp(`/check-lists/cash-count/${storeId}/\\d{4}-\\d{2}-\\d{2}$`));
    await page.getByRole('heading', { name: 'Cash Count Sheet' }).first().waitFor();
    await context.close();
  });

  it('a week’s waste figure opens that store’s waste of the week, which totals the figure', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'ops');
    await openOverview(page, '?period=last-week');
    const range = (await page.locator('[data-range]').getAttribute('data-range'))!;
    // The store with the most waste: a week of several days' logs.
    expect(
      (await page.getByRole('combobox', { name: 'Group by', exact: true }).boundingBox())!.height,
    ).toBeGreaterThanOrEqual(44);
    await choose(page, 'Sort by', 'Waste');
    await page.waitForURL(/sort=waste&dir=desc/);
    const card = page.locator('[role="listitem"][data-store-id]').first();
    const storeId = await card.getAttribute('data-store-id');
    const link = card.getByRole('link', { name: /^Waste log of / });
    const figure = wasteOf((await link.getAttribute('aria-label'))!);
    expect(figure).toBeGreaterThan(0);
    await link.click();
    await page.waitForURL(new RegExp(`/management/overview/stores/${storeId}/waste\\?`));
    const url = new URL(page.url());
    expect(`${url.searchParams.get('from')}/${url.searchParams.get('to')}`).toBe(range);
    await page.getByRole('heading', { name: 'Waste by day' }).waitFor();
    expect(await page.locator('[data-range]').getAttribute('data-range')).toBe(range);
    // Seven days, whose losses add up to the total, which is the figure.
    const days = page.locator('tbody [data-day]');
    expect(await days.count()).toBe(7);
    const losses = await days
      .locator('[data-figure="LOSS $"]')
      .evaluateAll((cells) => cells.map((cell) => cell.textContent ?? ''));
    const total = amountOf((await page.locator('[data-totals] [data-total]').getAttribute('data-total'))!);
    expect(total).toBe(figure);
    expect(Math.round(losses.reduce((sum, text) => sum + amountOf(text) * 100, 0))).toBe(Math.round(figure * 100));
    // Each day opens its Waste Log: a link a thumb can hit.
    expect((await days.first().getByRole('link').boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expectNoPageOverflow(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'overview-store-days-phone');

    // The incidents figure opens the incident list of that store over the same week.
    await page.goBack();
    const incidents = page
      .locator(`[role="listitem"][data-store-id="${storeId}"]`)
      .getByRole('link', { name: /^Incident reports of / });
    const count = Number(/: (\d+)/.exec((await incidents.getAttribute('aria-label'))!)![1]);
    await incidents.click();
    await page.waitForURL(/\/management\/incident-report-list\?/);
    const filters = new URL(page.url()).searchParams;
    expect([filters.get('store'), `${filters.get('from')}/${filters.get('to')}`]).toEqual([storeId, range]);
    await page.getByRole('heading', { name: 'Incident Reports' }).waitFor();
    const reports = page.getByRole('list', { name: 'Incident reports' });
    await reports.or(page.getByText('No data available')).waitFor();
    await expect
      .poll(async () => ((await page.getByText('No data available').count()) ? 0 : page.getByRole('listitem').count()))
      .toBe(count);
    await context.close();
  });

  it('corporate’s order figure opens that store’s order history over the period', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'ops');
    await openOverview(page, '?period=last-month');
    const range = (await page.locator('[data-range]').getAttribute('data-range'))!.split('/');
    const card = page.locator('[role="listitem"][data-store-id]').first();
    await card.waitFor();
    const title = (await card.locator('p').first().textContent())!.trim();
    await card.getByRole('link', { name: /^Order history of / }).click();
    await page.waitForURL(/\/management\/order-history\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('startDate')).toBe(range[0]);
    expect(url.searchParams.get('endDate')).toBe(range[1]);
    // The store it came from is the one shown.
    await page.getByRole('heading', { name: 'Order History' }).first().waitFor();
    await expect
      .poll(() => page.locator('input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)))
      .toContainEqual(expect.stringContaining(title));
    await context.close();
  });
});
