import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  choose,
  demoToday,
  expectNoPageOverflow,
  launch,
  newPage,
  seriousViolations,
  shot,
  signIn,
  toast,
} from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const drive = `Drive-Thru ${unique}`;
const patio = `Patio ${unique}`;
const notes = `E2E visit ${unique}`;
const subject = `Customer slipped at the door ${unique}`;
let sheetId = 0;
let incidentId = 0;

/** DESIGN §6: no serious axe violations (the screen itself; toasts come and go over it). */
/** Toasts fade while axe reads the page; they are checked where they are raised. */
const seriousViolationsOutsideToasts = (page: Page) => seriousViolations(page, '.mantine-Notifications-root');

function today(): string {
  return demoToday({ month: 'long', day: 'numeric', year: 'numeric' });
}

describe('evaluations and incidents', () => {
  it('admin creates two categories with items, reorders them, and moves one to the trash and back', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, 'admin');
    await page.goto('/retail-score-categories');
    await page.getByRole('table', { name: 'Retail score categories' }).getByText('Cash Handling').waitFor();
    await page.getByRole('link', { name: 'Create Categories' }).click();
    await page.waitForURL('**/retail-score-categories/create');

    await page.getByLabel('Category 1 name').fill(drive);
    await page.getByLabel('Category 1 item 1 name').fill('Window greeting');
    await page.getByLabel('Category 1 item 1 score').fill('3');
    await page.getByRole('button', { name: 'Add Type to Category 1' }).click();
    await page.getByLabel('Category 1 item 2 name').fill('Order accuracy');
    await page.getByLabel('Category 1 item 2 score').fill('4');
    await page.getByRole('button', { name: 'Add Category' }).click();
    await page.getByLabel('Category 2 name').fill(patio);
    await page.getByLabel('Category 2 item 1 name').fill('Umbrellas open');

    // A new item starts at 0, which the server refuses beside the field (422 with a dotted path).
    expect(await page.getByLabel('Category 2 item 1 score').inputValue()).toBe('0');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Must be at least 1', { exact: true }).waitFor();
    await page.getByLabel('Category 2 item 1 score').fill('2');

    // Reorder with the keyboard: the second category moves above the first.
    const handle = page.getByRole('button', { name: `Move category 2: ${patio}` });
    await handle.focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(250);
    await page.keyboard.press('ArrowUp');
    await page.waitForTimeout(250);
    await page.keyboard.press('Space');
    await toast(page, 'Successfully changed order of Retail Score');
    expect(await page.getByLabel('Category 1 name').inputValue()).toBe(patio);
    expect(await page.getByLabel('Category 2 name').inputValue()).toBe(drive);
    await shot(page, 'score-categories-create-desktop');
    expect(await seriousViolationsOutsideToasts(page), 'score-categories-create-desktop').toEqual([]);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Category saved successfully');
    await page.waitForURL('**/retail-score-categories');
    const table = page.getByRole('table', { name: 'Retail score categories' });
    await table.getByText(drive).waitFor();
    const names = await table.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(names.slice(-2)).toEqual([patio, drive]);
    await shot(page, 'score-categories-desktop');
    expect(await seriousViolationsOutsideToasts(page), 'score-categories-desktop').toEqual([]);

    await page.getByRole('button', { name: `Delete ${drive}` }).click();
    await toast(page, 'Successfully deleted category');
    await page.getByRole('button', { name: 'Show Trashed' }).click();
    await page.getByRole('table', { name: 'Retail score categories' }).getByText(drive).waitFor();
    await page.getByRole('button', { name: `Restore ${drive}` }).click();
    await toast(page, 'Category restored');
    await page.getByRole('button', { name: 'Show Active' }).click();
    await page.getByRole('table', { name: 'Retail score categories' }).getByText(drive).waitFor();

    await page.getByRole('link', { name: `Edit ${patio}` }).click();
    await page.waitForURL(/category_id=\d+/);
    await page.getByRole('button', { name: 'Add Type to Patio' + ` ${unique}` }).waitFor();
    await shot(page, 'score-categories-edit-desktop');
    expect(await seriousViolationsOutsideToasts(page), 'score-categories-edit-desktop').toEqual([]);

    // The chain's evaluations page by 10 with a window of 3 page numbers between the edges.
    await page.goto('/retail-score-sheets');
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await pager.getByRole('button', { name: 'Page 3' }).waitFor();
    expect(await pager.getByRole('button', { name: /^Page \d+$/ }).count()).toBe(3);
    await pager.getByRole('button', { name: 'Last' }).click();
    const last = Number((await page.getByText(/page \d+ of \d+/).textContent())!.match(/of (\d+)/)![1]);
    await page.getByText(`page ${last} of ${last}`).waitFor();
    expect(await pager.getByRole('button', { name: /^Page \d+$/ }).allTextContents()).toEqual([
      String(last - 2),
      String(last - 1),
      String(last),
    ]);
    await pager.getByRole('button', { name: 'Previous' }).click();
    await page.getByText(`page ${last - 1} of ${last}`).waitFor();
    await context.close();
  });

  it('manager1 fills in an evaluation watching the summary, finds it on the list and views it', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, 'manager1');
    await page.goto('/retail-score-sheets');
    await page.getByRole('heading', { name: 'Evaluation Report' }).waitFor();
    await page.getByRole('table', { name: 'Retail scores' }).waitFor();
    await page.getByRole('link', { name: 'Retail Score', exact: true }).click();
    await page.waitForURL('**/retail-score-sheets/create');

    // manager1 may score one store: the form starts with it chosen.
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Store', exact: true }).inputValue())
      .toBe('Pearl District');
    await choose(page, 'Manager Name', 'Maria Alvarez');
    const docked = page.getByTestId('total-docked');
    // Every item starts unscored: nothing is possible or docked until it is scored.
    expect(await docked.textContent()).toBe('0');
    expect(await page.getByTestId('total-possible').textContent()).toBe('0');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByText(/^Score every item before submitting\. Still unscored: Exterior and Entrance: Sidewalk/)
      .waitFor();
    expect(page.url()).toMatch(/\/retail-score-sheets\/create$/);
    // Submit opened every category with an unscored item and flagged each item.
    await page.getByRole('radio', { name: 'Shots pulled in 25 to 30 seconds: 3' }).waitFor();
    expect(await page.getByText('Not scored yet', { exact: true }).count()).toBeGreaterThan(20);

    await page.getByRole('radio', { name: 'Sidewalk and patio swept, no litter: 0' }).check();
    expect(await docked.textContent()).toBe('3');
    expect(await page.getByTestId('total-possible').textContent()).toBe('3');
    // This category allows N/A: the item counts in neither total.
    await page.getByRole('radio', { name: 'Patio furniture wiped and aligned: not applicable' }).check();
    expect(await page.getByTestId('total-possible').textContent()).toBe('3');
    await page.getByRole('radio', { name: 'Shots pulled in 25 to 30 seconds: 3' }).check();
    expect(await docked.textContent()).toBe('5');
    // Full marks on everything else.
    // Clicked in the page: one Playwright check per item would spend most of this test waiting.
    await page.$$eval('[data-unscored]', (items) => {
      for (const item of items) {
        const scores = item.querySelectorAll<HTMLInputElement>('input[type=radio]:not([value="na"])');
        scores[scores.length - 1]!.click();
      }
    });
    await expect.poll(() => page.locator('[data-unscored]').count()).toBe(0);
    const possible = Number(await page.getByTestId('total-possible').textContent());
    expect(possible).toBeGreaterThan(100);
    expect(await docked.textContent()).toBe('5');
    const percent = (((possible - 5) / possible) * 100).toFixed(2);
    expect(await page.getByTestId('total-score').textContent()).toBe(`${possible - 5} (${percent}%)`);
    const summary = page.getByRole('table', { name: 'Points Docked' });
    await summary.getByRole('row', { name: /^2 × 1 2$/ }).waitFor();
    await summary.getByRole('row', { name: /^3 × 1 3$/ }).waitFor();

    await page.getByLabel('Additional notes').fill(notes);
    await shot(page, 'evaluation-form-desktop');
    expect(await seriousViolationsOutsideToasts(page), 'evaluation-form-desktop').toEqual([]);
    await page.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Successfully saved new Retail Score Sheet');
    await page.waitForURL('**/retail-score-sheets');
    // The form stays on screen until the list's part has loaded; its own Store select must not be the one picked.
    await page.getByRole('table', { name: 'Retail scores' }).waitFor();

    // The store filter applies at once and goes back to page 1; page 2 holds older visits.
    await choose(page, 'Store', 'Pearl District');
    await page.getByRole('button', { name: 'Filter' }).click();
    const table = page.getByRole('table', { name: 'Retail scores' });
    await page.getByText(/page 1 of \d+/).waitFor();
    const firstRow = table.locator('tbody tr').first();
    expect(await firstRow.locator('td').nth(1).textContent()).toBe('Maria Alvarez');
    expect(await firstRow.locator('td').nth(3).textContent()).toBe(today());
    expect(await firstRow.locator('td').nth(5).textContent()).toBe(String(possible - 5));
    sheetId = Number(await firstRow.locator('td').first().textContent());
    await shot(page, 'evaluation-list-desktop');
    expect(await seriousViolationsOutsideToasts(page), 'evaluation-list-desktop').toEqual([]);

    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.getByText(/page 2 of \d+/).waitFor();
    // Page 2 holds older visits, not the new sheet.
    await table.getByRole('cell', { name: String(sheetId), exact: true }).waitFor({ state: 'detached' });
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'First' }).click();
    await page.getByText(/page 1 of \d+/).waitFor();

    // The search finds it by its notes.
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill(notes);
    await page.getByRole('button', { name: 'Filter' }).click();
    // One match: the pager goes away with the other pages.
    await page.getByText(/page \d+ of/).waitFor({ state: 'detached' });
    expect(await table.locator('tbody tr').count()).toBe(1);
    await table.getByRole('cell', { name: String(sheetId), exact: true }).waitFor();
    await page.getByRole('link', { name: `View retail score ${sheetId}` }).click();
    await page.waitForURL(`**/retail-score-sheets/${sheetId}/`);
    await page.getByRole('heading', { name: 'Evaluation Report - Pearl District' }).waitFor();
    await page.getByText(notes).waitFor();
    await page.getByText('0 / 3', { exact: true }).waitFor();
    await page.locator('[data-not-applicable]').getByText('N/A').waitFor();
    expect(await page.getByTestId('total-docked').textContent()).toBe('5');
    await page.getByRole('link', { name: 'Edit' }).waitFor();
    await shot(page, 'evaluation-view-desktop');
    expect(await seriousViolationsOutsideToasts(page), 'evaluation-view-desktop').toEqual([]);

    await page.emulateMedia({ media: 'print' });
    await shot(page, 'evaluation-view-print');
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    // Editing recomputes the totals and returns to the list after a second.
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(`**/retail-score-sheets/${sheetId}/edit`);
    const sidewalk = page.getByRole('radio', { name: 'Sidewalk and patio swept, no litter: 0' });
    expect(await sidewalk.isChecked()).toBe(true);
    expect(await page.getByLabel('Additional notes').inputValue()).toBe(notes);
    await page.getByRole('radio', { name: 'Sidewalk and patio swept, no litter: 3' }).check();
    expect(await page.getByTestId('total-docked').textContent()).toBe('2');
    await page.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Successfully saved new Retail Score Sheet');
    await page.waitForURL('**/retail-score-sheets', { timeout: 5_000 });
    await page.goto(`/retail-score-sheets/${sheetId}/`);
    await page.getByText(notes).waitFor();
    expect(await page.getByTestId('total-docked').textContent()).toBe('2');

    // A sheet that does not exist shows the not-found page.
    await page.goto('/retail-score-sheets/99999999/edit');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await context.close();
  }, 240_000);

  it('manager1 files an incident with two witnesses, edits it and lists it by date and store', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, 'manager1');
    await page.goto('/management/incident-report');
    await choose(page, 'Store', 'Pearl District');
    await choose(page, 'Manager', 'Maria Alvarez');
    await choose(page, 'Employee on Duty 1', 'Ben Carter');
    await choose(page, 'Employee on Duty 2', 'Lena Kowalski');
    await choose(page, 'Employee on Duty 3', 'Maria Alvarez');
    await page.getByRole('textbox', { name: 'Incident Time', exact: true }).fill('noon');
    await page.getByLabel('Subject').fill(subject);
    await page
      .getByLabel('Incident Description')
      .fill('Wet entrance mat after the rain; the customer fell to one knee.');
    await page.getByLabel('Witness 1 Name').fill('Dana Fox');
    await page.getByLabel('Witness 1 Phone').fill('(503) 555-0142');
    await page.getByLabel('Witness 2 Name').fill('Eli Stone');
    await page.getByLabel('Witness 2 Phone').fill('503-555-0199');
    await page.getByLabel('Employee Signature').fill('maria alvarez');
    await page.getByRole('button', { name: 'Submit' }).click();
    // The message names the field's label, never its key.
    await page.getByText('Incident Time: type a time such as 2:30 PM or 14:30', { exact: true }).waitFor();
    await page.getByRole('textbox', { name: 'Incident Time', exact: true }).fill('2:35 PM');
    await shot(page, 'incident-form-desktop');
    await page.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Successfully saved incident report');
    await page.waitForURL(/\/management\/incident-report\/\d+$/);
    incidentId = Number(page.url().split('/').pop());
    const view = page.getByRole('table', { name: 'Incident report' });
    await view.getByText(/^IR-\d+$/).waitFor();
    await view.getByText('Dana Fox ((503) 555-0142), Eli Stone (503-555-0199)').waitFor();
    await view.getByText(/2:35 PM$/).waitFor();

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(`**/management/incident-report/${incidentId}/edit`);
    expect(await page.getByLabel('Subject').inputValue()).toBe(subject);
    await page.getByLabel('Subject').fill(`${subject} (edited)`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Successfully saved incident report');
    await page.waitForURL(`**/management/incident-report/${incidentId}`);
    await view.getByText(`${subject} (edited)`).waitFor();
    await shot(page, 'incident-view-desktop');
    expect(await seriousViolationsOutsideToasts(page), 'incident-view-desktop').toEqual([]);

    await page.goto('/management/incident-report-list');
    const list = page.getByRole('table', { name: 'Incident reports' });
    // The default range is today to today.
    const row = list.getByRole('row', { name: new RegExp(`${subject} \\(edited\\)`) });
    await row.waitFor();
    await choose(page, 'Stores', 'Pearl District');
    await page.getByRole('button', { name: 'Filter' }).click();
    await row.waitFor();
    expect(await row.getByRole('cell').nth(1).textContent()).toBe('Maria Alvarez');
    expect(await row.getByRole('cell').nth(3).textContent()).toBe('2:35 PM');
    expect(await row.getByRole('cell').nth(2).textContent()).toBe(today());
    await shot(page, 'incident-list-desktop');
    expect(await seriousViolationsOutsideToasts(page), 'incident-list-desktop').toEqual([]);
    await context.close();
  });

  it('shows the screens at phone width without sideways scrolling', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'manager1');
    const pages: [string, string, () => Promise<unknown>][] = [
      [
        '/retail-score-sheets',
        'evaluation-list-phone',
        () => page.getByRole('list', { name: 'Retail scores' }).waitFor(),
      ],
      ['/retail-score-sheets/create', 'evaluation-form-phone', () => page.getByTestId('total-docked').waitFor()],
      [`/retail-score-sheets/${sheetId}/`, 'evaluation-view-phone', () => page.getByText(notes).waitFor()],
      ['/management/incident-report', 'incident-form-phone', () => page.getByLabel('Subject').waitFor()],
      [`/management/incident-report/${incidentId}`, 'incident-view-phone', () => page.getByText(/^IR-\d+$/).waitFor()],
      [
        '/management/incident-report-list',
        'incident-list-phone',
        () => page.getByRole('list', { name: 'Incident reports' }).waitFor(),
      ],
    ];
    const found: Record<string, string[]> = {};
    for (const [path, name, ready] of pages) {
      await page.goto(path);
      await ready();
      await expectNoPageOverflow(page);
      await shot(page, name);
      const violations = await seriousViolations(page);
      if (violations.length) found[path] = violations;
    }
    expect(found).toEqual({});
    await context.close();
    const admin = await newPage(browser, PHONE);
    await signIn(admin.page, 'admin');
    await admin.page.goto('/retail-score-categories');
    await admin.page.getByRole('list', { name: 'Retail score categories' }).waitFor();
    await expectNoPageOverflow(admin.page);
    await shot(admin.page, 'score-categories-phone');
    await admin.page.goto('/retail-score-categories/create');
    await admin.page.getByLabel('Category 1 name').waitFor();
    await expectNoPageOverflow(admin.page);
    await shot(admin.page, 'score-categories-create-phone');
    expect(await seriousViolations(admin.page)).toEqual([]);
    await admin.context.close();
  }, 180_000);
});
