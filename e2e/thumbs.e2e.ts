import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '../apps/web/src/config/paths';
import { signedIn, signedOut } from './route-table';
import { baseURL, launch, loadingDone, networkQuiet, newPage, openInPortal, PHONE, signIn, sweep } from './support';

// At phone width every screen of the route table is measured: each visible control must be a
// thumb's size, and nothing may be fetched from any host but the portal's own.

/** One control that is too small: where, what, and its size. */
interface Small {
  control: string;
  width: number;
  height: number;
}

/**
 * The visible controls below 44×44 px at phone width (WCAG 2.5.5), checkboxes, radios and switches
 * included. A link inside a sentence is sized by its text (the exception the criterion makes). A
 * control's label that toggles it counts as part of it.
 */
async function smallControls(page: Page): Promise<Small[]> {
  return page.evaluate(() => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      '[role="button"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[role="tab"]',
      '[role="combobox"]',
      '[role="menuitem"]',
      '[role="link"]',
    ].join(',');
    const boxes: { el: Element; rect: DOMRect }[] = [];
    for (const el of Array.from(document.querySelectorAll(selector))) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || el.closest('[aria-hidden="true"], [inert]'))
        continue;
      if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true') continue;
      let rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      // An inline link in running text: its size is the sentence's.
      if (el.tagName === 'A' && style.display === 'inline') {
        const parent = el.parentElement;
        if (parent && (parent.textContent ?? '').trim().length > (el.textContent ?? '').trim().length) continue;
      }
      // Mantine hides the native input of a checkbox or radio under its drawn box of the same size.
      for (const label of Array.from((el as HTMLInputElement).labels ?? [])) {
        const r = label.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        const left = Math.min(rect.left, r.left);
        const top = Math.min(rect.top, r.top);
        rect = new DOMRect(left, top, Math.max(rect.right, r.right) - left, Math.max(rect.bottom, r.bottom) - top);
      }
      boxes.push({ el, rect });
    }
    const describe = (el: Element) => {
      const name =
        el.getAttribute('aria-label') ||
        (el as HTMLInputElement).labels?.[0]?.textContent ||
        el.textContent ||
        el.getAttribute('title') ||
        el.getAttribute('placeholder') ||
        '';
      return `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} "${name.trim().slice(0, 40)}"`;
    };
    const small: { control: string; width: number; height: number }[] = [];
    for (const box of boxes) {
      const { width, height } = box.rect;
      if (width >= 43.5 && height >= 43.5) continue;
      small.push({ control: describe(box.el), width: Math.round(width), height: Math.round(height) });
    }
    return small;
  });
}

/** Opens a page in the portal and waits until its own content has settled (loads finished, outlines gone). */
async function settle(page: Page, url: string): Promise<void> {
  await openInPortal(page, url);
  await loadingDone(page);
  await page.locator('main h1, main h2, h1').first().waitFor({ state: 'visible', timeout: 20_000 });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('at phone width', () => {
  it('every control on every screen of the route table is thumb-sized, and only the portal is asked for anything', async () => {
    const own = new URL(baseURL()).host;
    const foreign = new Set<string>();
    const small: string[] = [];
    const check = async (page: Page, url: string) => {
      await settle(page, url);
      for (const s of await smallControls(page)) small.push(`${url}: ${s.control} ${s.width}×${s.height}`);
    };

    const out = await newPage(browser, PHONE);
    out.context.on('request', (request) => {
      const url = new URL(request.url());
      if (!['data:', 'blob:'].includes(url.protocol) && url.host !== own) foreign.add(url.host);
    });
    try {
      await sweep(out.page, Object.values(signedOut).flat(), check);
    } finally {
      await out.context.close();
    }

    const { context, page } = await newPage(browser, PHONE);
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (!['data:', 'blob:'].includes(url.protocol) && url.host !== own) foreign.add(url.host);
    });
    try {
      await signIn(page, 'admin');
      await sweep(page, Object.values(signedIn).flat(), check);
      // The side menu, opened from the header's menu button.
      await settle(page, paths.home.href());
      await page
        .getByRole('button', { name: /navigation|menu/i })
        .first()
        .click();
      await page.getByRole('link', { name: 'Home' }).first().waitFor();
      for (const s of await smallControls(page)) small.push(`side menu: ${s.control} ${s.width}×${s.height}`);
    } finally {
      await context.close();
    }
    expect(foreign).toEqual(new Set());
    expect(small).toEqual([]);
  }, 600_000);
  it('the controls a sweep finds folded away are thumb-sized too: every score radio of a sheet and a trends store chip', async () => {
    const { context, page } = await newPage(browser, PHONE);
    try {
      await signIn(page, 'admin');
      await settle(page, paths.retailScoreSheetEdit.href(1));
      const folded = page.locator('.mantine-Accordion-control[aria-expanded="false"]');
      while ((await folded.count()) > 0) await folded.first().click();
      const radios = await page.getByRole('radio').count();
      expect(radios).toBeGreaterThan(20);
      expect(await smallControls(page)).toEqual([]);

      // A chosen store's remove button is hidden from the reader (the field's Backspace does the same),
      // so the sweep skips it; a thumb still taps it.
      await settle(page, paths.overview.href());
      const remove = page.locator('.mantine-Pill-remove');
      await remove.first().waitFor();
      const sizes = await remove.evaluateAll((all) =>
        all.map((el) => {
          const r = el.getBoundingClientRect();
          return { width: Math.round(r.width), height: Math.round(r.height) };
        }),
      );
      expect(sizes.length).toBeGreaterThan(0);
      for (const size of sizes) expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(44);
    } finally {
      await context.close();
    }
  }, 120_000);
});

describe('refused deep links', () => {
  it('a barista who opens a page they may not see gets the access-denied page, never a jump to Home', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'barista1');
      const bounced: string[] = [];
      const deepLinks = Object.values(signedIn)
        .flat()
        .filter((url) => url !== paths.home.href());
      await sweep(page, deepLinks, async (each, url) => {
        await each.goto(url);
        await each.locator('main h1, main h2, h1').first().waitFor({ state: 'visible', timeout: 20_000 });
        await networkQuiet(each);
        if (new URL(each.url()).pathname === '/') bounced.push(url);
      });
      expect(bounced).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);
});

describe('the access matrix', () => {
  it('speaks the menu’s words and shows what Save will change before it saves', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'admin');
      await page.goto('/admin/user-access');
      await page.getByRole('table', { name: 'User access matrix' }).waitFor();
      const row = (key: string) => page.locator(`th[data-permission="${key}"]`);
      expect((await row('order-history-create').innerText()).trim()).toBe('New Orders: open and submit orders');
      expect((await row('service-providers-view').innerText()).trim()).toBe('Address Book and Service Ticket: open');
      // Sections follow the side menu.
      const sections = await page.locator('tbody tr th[colspan]').allInnerTexts();
      expect(sections.map((s) => s.trim().toLowerCase())).toEqual([
        'check lists',
        'recipes',
        'schematics',
        'management',
        'admin',
        'general',
      ]);

      const barista = page
        .locator('tr:has(th[data-permission="cash-count-view"])')
        .getByRole('checkbox', { name: / for Barista$/ });
      expect(await barista.isChecked()).toBe(true);
      await barista.uncheck();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Save these changes?' });
      await dialog.waitFor();
      const change = dialog.locator('[data-role-change="Barista"]');
      expect(await change.innerText()).toMatch(/Loses \d+ permissions?:[^]*Cash Count Sheet: open/);
      expect(await dialog.locator('[data-role-change]').count()).toBe(1);
      // Nothing has been sent yet: keep editing, reload, and the grant is still there.
      await dialog.getByRole('button', { name: 'Keep editing' }).click();
      await dialog.waitFor({ state: 'detached' });
      page.on('dialog', (d) => void d.accept());
      await page.reload();
      await page.getByRole('table', { name: 'User access matrix' }).waitFor();
      expect(await barista.isChecked()).toBe(true);
    } finally {
      await context.close();
    }
  }, 120_000);
});

describe('waiting that says so', () => {
  it('a save that gets no answer ends in a message with Retry, keeping what was typed; offline says so', async () => {
    const { context, page } = await newPage(browser, PHONE);
    try {
      // The page's clock, so that the 20 seconds of silence pass at once.
      await page.clock.install();
      await signIn(page, 'admin');
      await page.goto('/admin/users/edit/1');
      const phone = page.getByLabel('Phone');
      await phone.waitFor();
      const original = await phone.inputValue();

      // The server never answers the first try.
      let held = 0;
      await page.route('**/api/users/1', (route) => {
        if (route.request().method() !== 'PUT') return route.fallback();
        held += 1;
        // never fulfilled: the request stalls
      });
      await phone.fill('(503) 555-7777');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await vi.waitFor(() => expect(held).toBe(1));
      await page.clock.fastForward(20_000);
      const stalled = page.locator('[data-stalled-request="timeout"]');
      await stalled.waitFor({ timeout: 40_000 });
      expect(await stalled.innerText()).toMatch(/did not answer within 20 seconds/);
      expect(await phone.inputValue()).toBe('(503) 555-7777');
      expect(held).toBe(1);

      // The connection is back: Retry sends the same change, and the screen carries on.
      await page.unroute('**/api/users/1');
      await stalled.getByRole('button', { name: 'Retry' }).click();
      await page.getByText('Successfully updated User', { exact: true }).first().waitFor({ timeout: 15_000 });
      await page.waitForURL('**/admin/users/1');
      await page.getByText('(503) 555-7777').first().waitFor();

      // Offline: nothing is sent, and the person is told so.
      await page.goto('/admin/users/edit/1');
      await phone.waitFor();
      await phone.fill(original === '(503) 555-8888' ? '(503) 555-8889' : '(503) 555-8888');
      await context.setOffline(true);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const offline = page.locator('[data-stalled-request]');
      await offline.waitFor({ timeout: 10_000 });
      expect(await offline.innerText()).toContain('You are offline');
      await context.setOffline(false);
      await offline.getByRole('button', { name: 'Retry' }).click();
      await page.waitForURL('**/admin/users/1', { timeout: 15_000 });
    } finally {
      await context.close();
    }
  }, 120_000);
});
