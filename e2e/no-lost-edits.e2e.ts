import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, daysAgo, launch, newPage, screenshot, shot, signIn, toast } from './support';

/**
 * Nothing a person typed is lost by accident, and the screens staff use on phones work at 390 px:
 * a failed load offers Retry (never an empty record that could be saved), leaving unsaved changes
 * asks first, the waste log flags a line without a description before saving, and the cash count
 * is filled in with one thumb.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Boxes on the page whose content is wider than the box (a table sticking out of its card). */
async function overflowingBoxes(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(selector, (elements) =>
    elements
      .filter((element) => element.scrollWidth - element.clientWidth > 1)
      .map((element) => element.getAttribute('aria-labelledby') ?? element.className),
  );
}

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

describe.each([
  { label: 'desktop', viewport: DESKTOP, offset: 84 },
  { label: 'phone', viewport: PHONE, offset: 86 },
] as const)('phone-first daily work ($label)', ({ label, viewport, offset }) => {
  it('flags a waste log line without a description before saving, and still warns on save', async () => {
    const { context, page } = await newPage(browser, viewport);
    await signIn(page, 'manager1');
    await page.goto(`/check-lists/wastelog/1/${daysAgo(offset)}`);
    await page.getByText('No waste logged for this day.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Add Waste Log' }).click();
    await page.getByLabel('Description of Waste Log #1').fill(`Scones ${suffix}`);
    await page.getByLabel('Quantity of Waste Log #1').fill('2');
    await page.getByLabel('Value of Waste Log #1').fill('3.50');
    await page.getByRole('button', { name: 'Add Waste Log' }).click();
    const second = page.getByLabel('Description of Waste Log #2');
    expect(await second.getAttribute('aria-invalid')).not.toBe('true');
    await page.getByLabel('Quantity of Waste Log #2').fill('1');

    // Flagged beside the line, before anything is saved.
    const flag = 'Add a description, or this line is dropped on save';
    await page.getByText(flag, { exact: true }).waitFor();
    expect(await second.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Description of Waste Log #1').getAttribute('aria-invalid')).not.toBe('true');
    expect(await page.locator('[data-summary="missing-descriptions"]').innerText()).toBe(
      '1 line without a description',
    );
    // Numeric keypads on phones.
    expect(await page.getByLabel('Quantity of Waste Log #2').getAttribute('inputmode')).toBe('decimal');
    expect(await page.getByLabel('Value of Waste Log #2').getAttribute('inputmode')).toBe('decimal');
    expect(await pageOverflow(page)).toBeLessThanOrEqual(1);
    await shot(page, `no-lost-edits-waste-log-flag-${label}`);

    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Successfully saved Waste Logs');
    await toast(page, 'Missing description on Waste Log #2');
    await page.reload();
    await page.getByLabel('Description of Waste Log #1').waitFor();
    expect(await page.getByLabel('Description of Waste Log #2').count()).toBe(0);
    await context.close();
  });

  it('fills in and saves the cash count, and a reload shows the same totals', async () => {
    const { context, page } = await newPage(browser, viewport);
    await signIn(page, 'manager1');
    await page.goto(`/check-lists/cash-count/1/${daysAgo(offset + 1)}`);
    await page.getByLabel('Opening Shift Lead').fill(`Ines ${suffix}`);
    const total = (name: string) => page.locator(`[data-total="${name}"]`);

    const barSafe20 = page.getByLabel('Bar safe Open $20', { exact: true });
    expect(await barSafe20.getAttribute('inputmode')).toBe('numeric');
    await barSafe20.fill('5');
    await page.getByLabel('Bar safe Open 10¢', { exact: true }).fill('3');
    expect(await total('Bar safe Open total').innerText()).toBe('$100.30');
    await page.getByLabel('Mid Starting Bank 2', { exact: true }).fill('75.5');
    expect(await total('Starting bank Mid total').innerText()).toBe('$75.50');
    const expected = page.getByLabel('$20 Expected', { exact: true });
    expect(await expected.getAttribute('inputmode')).toBe('decimal');
    await expected.fill('100');
    await page.getByLabel('$20 Actual', { exact: true }).fill('80');
    await page.getByLabel('$20 Paid Outs', { exact: true }).fill('15');
    expect(await total('$20 discrepancy').innerText()).toBe('-$5.00');
    await page.getByLabel('$20 Cashier Initials', { exact: true }).fill('IR');
    expect(await total('Total Deposit').innerText()).toBe('$80.00');
    expect(await total('Total Discrepancy').innerText()).toBe('-$5.00');

    if (label === 'phone') {
      // One column of large inputs: nothing scrolls sideways, no input is smaller than a thumb.
      expect(await page.locator('table').count()).toBe(0);
      const box = await barSafe20.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(40);
      // The other counts of the bar safe are one tap away.
      await page.getByRole('radiogroup', { name: 'Count' }).getByText('Mid', { exact: true }).click();
      await page.getByLabel('Bar safe Mid $20', { exact: true }).fill('1');
      expect(await total('Bar safe Mid total').innerText()).toBe('$20.00');
      // What the thumb sees: the count switch and the first notes, not hidden by the Save bar.
      await page.getByRole('radiogroup', { name: 'Count' }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.evaluate(() => window.scrollBy(0, -80));
      await screenshot(page, 'no-lost-edits-cash-count-phone-view', false);
    } else {
      await page.getByLabel('Bar safe Mid $20', { exact: true }).fill('1');
      expect(await total('Bar safe Mid total').innerText()).toBe('$20.00');
    }
    expect(await pageOverflow(page)).toBeLessThanOrEqual(1);
    expect(await overflowingBoxes(page, 'section')).toEqual([]);
    await shot(page, `no-lost-edits-cash-count-${label}`);

    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Successfully updated Cash Counts');
    await page.reload();
    await page.getByLabel('Opening Shift Lead').waitFor();
    expect(await page.getByLabel('Opening Shift Lead').inputValue()).toBe(`Ines ${suffix}`);
    expect(await page.getByLabel('Bar safe Open $20', { exact: true }).inputValue()).toBe('5');
    expect(await total('Bar safe Open total').innerText()).toBe('$100.30');
    expect(await total('Starting bank Mid total').innerText()).toBe('$75.50');
    expect(await total('Total Deposit').innerText()).toBe('$80.00');
    expect(await total('Total Discrepancy').innerText()).toBe('-$5.00');
    expect(await page.locator('[data-summary="total-deposit"]').innerText()).toBe('$80.00');
    expect(await page.getByLabel('$20 Cashier Initials', { exact: true }).inputValue()).toBe('IR');
    await context.close();
  });

  it('reads the product history header, the access matrix and the users list fully', async () => {
    const { context, page } = await newPage(browser, viewport);
    await signIn(page, 'manager1');

    // New Orders: the product history header is not cut off; dates read "MMMM D, YYYY".
    await page.goto('/management/new-orders');
    await page.getByRole('combobox', { name: 'Vendor', exact: true }).click();
    await page.getByRole('option', { name: 'Willamette Valley Creamery', exact: true }).click();
    const onHand = page.getByRole('textbox', { name: 'On Hand of WVC-2001 Whole Milk' });
    await onHand.click();
    await onHand.fill('1');
    const history = page.getByRole('region', { name: 'Order history of WVC-2001 Whole Milk' });
    await history
      .getByRole('button', { name: /^Use the order of/ })
      .first()
      .waitFor();
    await history.getByText('Order history', { exact: true }).waitFor();
    await page.waitForTimeout(300);
    const cut = await history.evaluate((region) =>
      Array.from(region.querySelectorAll('p'))
        .filter((p) => p.scrollWidth - p.clientWidth > 1)
        .map((p) => p.textContent),
    );
    expect(cut).toEqual([]);
    const entry = history.getByRole('button', { name: /^Use the order of/ }).first();
    expect(await entry.getAttribute('aria-label')).toMatch(/^Use the order of [A-Z][a-z]+ \d{1,2}, \d{4}:/);
    expect(await entry.innerText()).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(1);
    await shot(page, `no-lost-edits-product-history-${label}`);
    await onHand.fill('');
    await page.goto('/logout');
    await page.waitForURL('**/login');
    await signIn(page, 'admin');

    // The access matrix: the menu's names, the key as the hint.
    await page.goto('/admin/user-access');
    await page.getByRole('table', { name: 'User access matrix' }).waitFor();
    const row = page.locator('th[data-permission="waste-log-view"]');
    expect((await row.innerText()).trim()).toBe('Waste Log: open');
    expect(await row.getAttribute('title')).toBe('waste-log-view');
    expect(await pageOverflow(page)).toBeLessThanOrEqual(1);
    await shot(page, `no-lost-edits-access-matrix-${label}`);

    // The users list: the search placeholder fits its box.
    await page.goto('/admin/users');
    const search = page.getByRole('textbox', { name: 'Search users' });
    await search.waitFor();
    const fits = await search.evaluate((input) => {
      const element = input as HTMLInputElement;
      const style = getComputedStyle(element);
      const context2d = document.createElement('canvas').getContext('2d')!;
      context2d.font = `${style.fontSize} ${style.fontFamily}`;
      const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context2d.measureText(element.placeholder).width <= room;
    });
    expect(fits).toBe(true);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(1);
    await shot(page, `no-lost-edits-users-${label}`);
    await context.close();
  });
});

describe('tables at 1280 px', () => {
  it('no table sticks out of its card on the desktop screens', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, 'admin');
    const screens = [
      `/check-lists/cash-count/1/${daysAgo(1)}`,
      `/check-lists/wastelog/1/${daysAgo(1)}`,
      `/check-lists/daily-check/1/${daysAgo(1)}`,
      '/management/order-history',
      '/management/checklists',
      '/admin/users',
      '/admin/stores',
      '/admin/vendors',
      '/admin/products',
      '/admin/categories',
      '/admin/roles',
    ];
    for (const screen of screens) {
      await page.goto(screen);
      await page.getByRole('main').waitFor();
      await page.waitForLoadState('networkidle');
      const sticking = await page.$$eval('main table', (tables) =>
        tables
          .filter((table) => table.getClientRects().length > 0)
          .filter((table) => {
            const card = table.closest('.mantine-Card-root, .mantine-Paper-root');
            if (!card) return false;
            const right = table.getBoundingClientRect().right;
            // A box of its own that scrolls sideways is not sticking out, but at 1280 px it should not need to.
            let box: Element | null = table.parentElement;
            while (box && box !== card) {
              if (box.scrollWidth - box.clientWidth > 1) return true;
              box = box.parentElement;
            }
            return right > card.getBoundingClientRect().right + 1;
          })
          .map(
            (table) => table.closest('section')?.getAttribute('aria-labelledby') ?? table.getAttribute('aria-label'),
          ),
      );
      expect(sticking, screen).toEqual([]);
    }
    await context.close();
  });
});

describe('sign-in and Home', () => {
  it('a successful sign-in clears the earlier error toast', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/login');
    await page.getByLabel('Username or Email').fill('barista1');
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    const error = page.locator('.mantine-Notification-root').filter({ hasText: 'Error' });
    await error.first().waitFor();
    await page.getByLabel(/^Password/).fill('dripp-demo');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // Gone at once, long before its own 6 s would run out.
    await page.waitForTimeout(800);
    expect(await error.count()).toBe(0);
    // Served over plain HTTP, the session cookies are not `secure`, so they are sent back.
    const token = (await context.cookies()).find((cookie) => cookie.name === 'token');
    expect(token?.value).toBeTruthy();
    expect(token?.secure).toBe(false);
    await context.close();
  });

  it('a successful manager PIN entry clears the earlier error toast', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, 'lead1');
    await page.goto('/management/login');
    await page.getByLabel(/^Pin/).fill('9999');
    await page.getByRole('button', { name: 'Login' }).click();
    const error = page.locator('.mantine-Notification-root').filter({ hasText: 'Error' });
    await error.first().waitFor();
    await page.getByLabel(/^Pin/).fill('1001');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/management/new-orders');
    // Gone at once, long before its own 6 s would run out.
    await page.waitForTimeout(800);
    expect(await error.count()).toBe(0);
    await context.close();
  });

  it('shows only the Home tiles the user can open', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, 'barista1');
    const tiles = page.getByRole('navigation', { name: 'Portal sections' }).getByRole('link');
    await tiles.first().waitFor();
    const names = await tiles.allInnerTexts();
    expect(names.some((name) => name.startsWith('Check Lists'))).toBe(true);
    expect(names.some((name) => name.startsWith('Admin'))).toBe(false);
    expect(names.some((name) => name.startsWith('Users'))).toBe(false);
    // Every tile shown opens a page the user may see.
    for (const href of await tiles.evaluateAll((links) => links.map((link) => link.getAttribute('href')!))) {
      await page.goto(href);
      await page.getByRole('main').waitFor();
      await page.waitForTimeout(200);
      expect(await page.getByText('You dont have access to view this page.').count()).toBe(0);
      expect(await page.getByText('Page not found').count()).toBe(0);
    }
    await context.close();
  });
});

/**
 * The same rules on the content, management and evaluation screens: a failed load is a failure
 * with Retry (never an empty form, never "nothing found"), and an editor with unsaved changes asks.
 */
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
