import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, daysAgo, launch, newPage, shot, signIn, toast } from './support';

/**
 * Nothing a person typed is lost by accident: a failed load offers Retry (never an empty record
 * that could be saved), and leaving unsaved changes asks first, on the daily, content, management
 * and evaluation screens. The phone-first work on the same screens is in phone-first-screens.e2e.ts.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Makes one GET fail as a dropped connection would, until `restore` is called. */
async function failGets(page: Page, pattern: string): Promise<{ restore: () => Promise<void> }> {
  const handler = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
    route.request().method() === 'GET' ? route.abort('connectionfailed') : route.continue();
  await page.route(pattern, handler);
  return { restore: () => page.unroute(pattern, handler) };
}

const suffix = Date.now().toString(36);

// The days given to daysAgo here are ones the demo seed leaves empty (it fills the last two weeks)
// and other e2e files do not use.

describe('no lost edits', () => {
  it('a failed waste log load shows Retry with Save disabled, and Retry loads the real day', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, 'manager1');
    const date = daysAgo(80);

    // A line saved first, so an empty page would be a visible lie.
    await page.goto(`/check-lists/wastelog/1/${date}`);
    await page.getByRole('button', { name: 'Add Waste Log' }).click();
    await page.getByLabel('Description of Waste Log #1').fill(`Croissants ${suffix}`);
    await page.getByLabel('Quantity of Waste Log #1').fill('4');
    await page.getByLabel('Value of Waste Log #1').fill('2.25');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Successfully saved Waste Logs');

    const failing = await failGets(page, '**/api/wastelog/1/*');
    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load' });
    await alert.waitFor();
    const retry = alert.getByRole('button', { name: 'Retry' });
    expect(await retry.isEnabled()).toBe(true);
    const save = page.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Add Waste Log' }).isDisabled()).toBe(true);
    expect(await page.getByText('No waste logged for this day.', { exact: false }).count()).toBe(0);
    expect(await page.getByLabel('Description of Waste Log #1').count()).toBe(0);
    await shot(page, 'no-lost-edits-load-failed-desktop');

    // Still failing: Retry tries again and the page stays safe.
    await retry.click();
    await alert.waitFor();
    expect(await save.isDisabled()).toBe(true);

    await failing.restore();
    await retry.click();
    await page.getByLabel('Description of Waste Log #1').waitFor();
    expect(await page.getByLabel('Description of Waste Log #1').inputValue()).toBe(`Croissants ${suffix}`);
    expect(await alert.count()).toBe(0);
    expect(await save.isEnabled()).toBe(true);
    await context.close();
  });

  it('a failed user load shows Retry instead of an empty form that could be saved', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, 'admin');
    const failing = await failGets(page, '**/api/users/*/edit');
    await page.goto('/admin/users/edit/1');
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load' });
    await alert.waitFor();
    expect(await page.getByLabel(/^Username/).count()).toBe(0);
    expect(await page.locator('button:not([disabled])', { hasText: /^Save$/ }).count()).toBe(0);

    await failing.restore();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByLabel(/^Username/).waitFor();
    expect(await page.getByLabel(/^Username/).inputValue()).toBe('admin');
    await context.close();
  });

  it('asks before leaving unsaved changes through the menu; Stay keeps the text, Leave goes', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, 'manager1');
    const date = daysAgo(81);
    await page.goto(`/check-lists/cash-count/1/${date}`);
    const lead = page.getByLabel('Opening Shift Lead');
    await lead.click();
    await lead.fill(`Rosa ${suffix}`);

    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await menu.getByRole('link', { name: 'Waste Log', exact: true }).click();
    await dialog.waitFor();
    await shot(page, 'no-lost-edits-prompt-desktop');
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/check-lists/cash-count/1/${date}`);
    expect(await lead.inputValue()).toBe(`Rosa ${suffix}`);

    // Another day is another page: its draft would be lost too.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // Saved changes leave freely.
    await page.goto(`/check-lists/cash-count/1/${date}`);
    await lead.fill(`Rosa ${suffix}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Successfully updated Cash Counts');
    await menu.getByRole('link', { name: 'Waste Log', exact: true }).click();
    await page.waitForURL('**/check-lists/wastelog**');
    expect(await dialog.count()).toBe(0);
    await context.close();
  });

  it('asks before leaving a communication sheet card with an unsaved comment', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, 'manager1');
    const date = daysAgo(83);
    await page.goto(`/check-lists/comm-sheet/1/${date}`);
    const opening = page.getByRole('region', { name: 'Opening Shift', exact: true });
    const editor = opening.getByRole('textbox', { name: 'Comments' });
    await editor.click();
    // Clicking into a card changes nothing: leaving is free.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Waste Log', exact: true })
      .click();
    await page.waitForURL('**/check-lists/wastelog**');
    await page.goBack();
    await editor.click();
    await page.keyboard.type(`Delivery at 7 ${suffix}`);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Waste Log', exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await editor.innerText()).toContain(`Delivery at 7 ${suffix}`);
    await context.close();
  });

  it('asks the browser before closing a page with unsaved changes', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, 'manager1');
    await page.goto(`/check-lists/wastelog/1/${daysAgo(82)}`);
    await page.getByRole('button', { name: 'Add Waste Log' }).click();
    await page.getByLabel('Description of Waste Log #1').fill('Spilled latte');
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    await context.close();
  });
});

describe('no lost edits on content, management and evaluation screens', () => {
  async function failedThenRetried(page: Page, pattern: string, path: string, loaded: () => Promise<void>) {
    const failing = await failGets(page, pattern);
    await page.goto(path);
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load' });
    await alert.waitFor();
    await failing.restore();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await loaded();
    expect(await alert.count()).toBe(0);
  }

  async function asksBeforeLeaving(page: Page, field: ReturnType<Page['getByLabel']>, typed: string) {
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await field.inputValue()).toBe(typed);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  }

  it('content: the dashboard editor offers Retry instead of an empty form; the promotion editor asks', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, 'admin');
    await failedThenRetried(page, '**/api/dashboard', '/admin/dashboard', async () => {
      await page.getByLabel('Title', { exact: true }).waitFor();
    });
    // While it failed there was nothing to save over the real dashboard.
    const failing = await failGets(page, '**/api/dashboard');
    await page.reload();
    await page.getByRole('alert').filter({ hasText: 'Could not load' }).waitFor();
    expect(await page.getByRole('button', { name: 'Update' }).count()).toBe(0);
    await shot(page, 'no-lost-edits-content-load-failed-desktop');
    await failing.restore();

    await page.goto('/admin/promotion');
    const title = page.getByLabel('Title', { exact: true });
    await title.waitFor();
    // Opening and leaving without a change does not ask.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/admin/promotion');
    const typed = `Autumn blend ${suffix}`;
    await title.fill(typed);
    await asksBeforeLeaving(page, title, typed);
    await context.close();
  });

  it('management: a failed address book shows Retry, not "No service providers yet"; a new address asks', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'manager1');
    const failing = await failGets(page, '**/api/stores/*/address-book');
    await page.goto('/management/address-book');
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load' });
    await alert.waitFor();
    expect(await page.getByText('No service providers yet').count()).toBe(0);
    await shot(page, 'no-lost-edits-management-load-failed-phone');
    await failing.restore();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await alert.waitFor({ state: 'detached' });
    await context.close();

    const desktop = await newPage(browser, DESKTOP);
    await signIn(desktop.page, 'manager1');
    await desktop.page.goto('/management/address-book/new');
    const name = desktop.page.getByLabel('Name', { exact: true });
    await name.waitFor();
    const typed = `Espresso Repair ${suffix}`;
    await name.fill(typed);
    await asksBeforeLeaving(desktop.page, name, typed);
    await desktop.context.close();
  });

  it('evaluations: failed categories show Retry instead of "No categories found"; a new category asks', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, 'admin');
    await failedThenRetried(page, '**/api/retail-score-categories*', '/retail-score-categories', async () => {
      await page.getByRole('table', { name: 'Retail score categories' }).waitFor();
    });
    const failing = await failGets(page, '**/api/retail-score-categories*');
    await page.reload();
    await page.getByRole('alert').filter({ hasText: 'Could not load' }).waitFor();
    expect(await page.getByText('No categories found').count()).toBe(0);
    await failing.restore();

    await page.goto('/retail-score-categories/create');
    const name = page.getByLabel('Category 1 name');
    await name.waitFor();
    const typed = `Drive-thru ${suffix}`;
    await name.fill(typed);
    await asksBeforeLeaving(page, name, typed);
    await context.close();
  });
});
