import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, choose, daysAgo, launch, loadingDone, newPage, openInPortal, signIn, toast } from './support';

/** Nothing typed is changed silently; times a phone can type; one date convention (issue 17). */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The writes (POST/PUT) the page sends to an API path, counted from now on. */
function countWrites(page: Page, path: RegExp): () => number {
  let n = 0;
  page.on('request', (request) => {
    if (['POST', 'PUT'].includes(request.method()) && path.test(new URL(request.url()).pathname)) n += 1;
  });
  return () => n;
}

describe('what people type', () => {
  it('flags 2.7 in a bar safe cell and saves nothing until it is fixed', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, 'manager1');
    const date = daysAgo(80);
    await page.goto(`/check-lists/cash-count/1/${date}`);
    const cell = page.getByLabel('Bar safe Open $20', { exact: true });
    const writes = countWrites(page, /^\/api\/cash-count\//);
    await cell.fill('2.7');
    await page.getByText('2.7 is not a whole count', { exact: true }).waitFor();
    await page.getByLabel('Bar safe Mid $5', { exact: true }).fill('abc');
    await page.getByText('abc is not a number', { exact: true }).waitFor();
    await page.getByLabel('Open Starting Bank 1', { exact: true }).fill('3,50');
    await page.getByText('3,50: use a point for decimals (3.50)', { exact: true }).waitFor();
    await page.getByText('3 values to fix before saving', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Nothing was saved: 3 values to fix before saving');
    // Save took the person to the first flagged cell and sent nothing.
    expect(await cell.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(writes()).toBe(0);

    await cell.fill('2');
    await page.getByLabel('Bar safe Mid $5', { exact: true }).fill('');
    await page.getByLabel('Open Starting Bank 1', { exact: true }).fill('3.50');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Successfully updated Cash Counts');
    expect(writes()).toBe(1);
    await page.reload();
    expect(await page.getByLabel('Bar safe Open $20', { exact: true }).inputValue()).toBe('2');
    expect(await page.getByLabel('Open Starting Bank 1', { exact: true }).inputValue()).toBe('3.50');
    await context.close();
  });

  it('refuses a waste amount of 3,50 or abc beside the field instead of saving a blank', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'manager1');
    await page.goto(`/check-lists/wastelog/1/${daysAgo(81)}`);
    const writes = countWrites(page, /^\/api\/wastelog\//);
    await page.getByRole('button', { name: 'Add Waste Log' }).click();
    await page.getByLabel('Description of Waste Log #1').fill('Oat milk');
    await page.getByLabel('Quantity of Waste Log #1').fill('abc');
    await page.getByLabel('Value of Waste Log #1').fill('3,50');
    await page.getByText('abc is not a number', { exact: true }).waitFor();
    await page.getByText('3,50: use a point for decimals (3.50)', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Nothing was saved: 2 values to fix before saving');
    expect(writes()).toBe(0);
    await page.getByLabel('Quantity of Waste Log #1').fill('2');
    await page.getByLabel('Value of Waste Log #1').fill('3.50');
    expect(await page.locator('[data-loss="1"]').textContent()).toBe('$7.00');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Successfully saved Waste Logs');
    expect(writes()).toBe(1);
    await context.close();
  });

  it('saves 2:30 PM typed on a phone-width page as 14:30, and names the field by its label', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'manager1');
    const subject = `Phone time ${Date.now().toString(36)}`;
    await page.goto('/management/incident-report');
    await choose(page, 'Store', 'Pearl District');
    await choose(page, 'Manager', 'Maria Alvarez');
    await choose(page, 'Employee on Duty 1', 'Ben Carter');
    await choose(page, 'Employee on Duty 2', 'Lena Kowalski');
    const time = page.getByRole('textbox', { name: 'Incident Time', exact: true });
    // The full keyboard, not a number pad without a colon.
    expect(await time.getAttribute('inputmode')).toBe('text');
    await time.fill('2:30 PM');
    await page.getByLabel('Subject').fill(subject);
    expect(await time.inputValue()).toBe('14:30');
    await page.getByText('2:30 PM (14:30)', { exact: true }).waitFor();
    await page.getByLabel('Incident Description').fill('A phone typed the time.');
    await page.getByLabel('Employee Signature').fill('maria alvarez');
    // Spec 3 §5: all three Employee on Duty fields are required.
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Choose an employee', { exact: true }).waitFor();
    await choose(page, 'Employee on Duty 3', 'Maria Alvarez');
    await page.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Successfully saved incident report');
    await page.waitForURL(/\/management\/incident-report\/\d+$/);
    const id = Number(page.url().split('/').pop());
    const saved = await page.evaluate(async (reportId) => {
      const token = decodeURIComponent(document.cookie.match(/(?:^|; )token=([^;]+)/)?.[1] ?? '');
      const res = await fetch(`/api/incident-report/${reportId}/view`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return (await res.json()).data.incidentTime as string;
    }, id);
    expect(saved).toBe('14:30');
    await page
      .getByRole('table', { name: 'Incident report' })
      .getByText(/2:30 PM$/)
      .waitFor();
    await context.close();
  });
});

/** Dates that are not the portal's "November 25, 2026": ISO days and day-first or numeric days. */
const OTHER_DATE = /\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}\/\d{1,2}\/\d{4}\b/g;
/** Spec 3 §2.5 names DD/MM/YYYY on the evaluation view; the month's name follows it there. */
const SPEC_EXCEPTION = /\b\d{2}\/\d{2}\/\d{4} \([A-Z][a-z]+ \d{1,2}, \d{4}\)/g;

async function otherDates(page: Page): Promise<string[]> {
  await loadingDone(page);
  const text = (await page.locator('body').innerText()).replace(SPEC_EXCEPTION, '');
  return text.match(OTHER_DATE) ?? [];
}

describe('one date and week convention', () => {
  it('renders no ISO or day-first date outside the spec exceptions, and weeks start on Sunday', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, 'admin');
    const found: Record<string, string[]> = {};
    const visit = async (path: string) => {
      await openInPortal(page, path);
      const dates = await otherDates(page);
      if (dates.length) found[path] = dates;
    };
    for (const path of [
      '/',
      `/check-lists/comm-sheet/1/${daysAgo(1)}`,
      `/check-lists/daily-check/1/${daysAgo(1)}`,
      `/check-lists/cash-count/1/${daysAgo(1)}`,
      `/check-lists/wastelog/1/${daysAgo(1)}`,
      '/management/order-history',
      `/management/service-ticket/1/${daysAgo(1)}`,
      '/management/key-release',
      '/management/incident-report-list',
      '/retail-score-sheets',
      '/retail-score-categories',
      '/admin/documents',
      '/admin/users',
    ]) {
      await visit(path);
    }
    // A saved evaluation and an incident report, opened from their lists.
    await page.goto('/retail-score-sheets');
    await page
      .getByRole('link', { name: /^View retail score \d+$/ })
      .first()
      .click();
    await page.waitForURL(/\/retail-score-sheets\/\d+\/$/);
    await page.getByText(/^\d{2}\/\d{2}\/\d{4} \(/).waitFor();
    const view = await otherDates(page);
    if (view.length) found[page.url()] = view;
    expect(found).toEqual({});

    // The calendars start the week on Sunday.
    await page.goto(`/check-lists/comm-sheet/1/${daysAgo(1)}`);
    await page.getByRole('button', { name: /^Date/ }).first().click();
    const firstWeekday = page.locator('table thead th').first();
    await firstWeekday.waitFor();
    expect((await firstWeekday.innerText()).trim()).toBe('Su');
    await context.close();
  });
});

describe('the spec’s small departures', () => {
  it('shows Page not found for a store page without its date and for unknown checklist task addresses', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'admin');
    for (const path of [
      '/check-lists/comm-sheet/1',
      '/check-lists/cash-count/1',
      '/management/service-ticket/1',
      '/management/checklists/abc/open',
      '/management/checklists/new/bogus',
      '/management/checklists/99999999/open',
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    }
    // The pages themselves still open with a store and a date, or with neither.
    await page.goto(`/check-lists/comm-sheet/1/${daysAgo(1)}`);
    await page.getByRole('region', { name: 'Opening Shift', exact: true }).waitFor();
    await context.close();
  });
});
