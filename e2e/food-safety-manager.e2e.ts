import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAgo, DESKTOP, expectNoPageOverflow, launch, newPage, PHONE, shot, signIn, toast, apiAs } from './support';
import { pdfText } from '../apps/server/test/support/pdf-text';

/*
 * Food safety at 1280 px, as manager1 of store 1 (issue 39 §1, §6): a unit is set up with its due
 * times on /management/food-safety within the range the chain allows, and the 90-day inspector's
 * report opens as a PDF that lists the readings, the out-of-range one with what was done and its
 * re-check. The readings are seeded through the API; the chain's settings page is looked at too.
 */

const STORE = 1;
// Names of this run, so a second run on the same database finds its own units.
const RUN = Date.now().toString(36).slice(-4);
const SEEDED = `Walk-in ${RUN}`;
const ADDED = `Prep fridge ${RUN}`;
const NOTE = `Moved the milk to walk-in ${RUN}`;

let browser: Browser;
const units: number[] = [];

const api = <T>(method: string, path: string, body?: unknown) => apiAs<T>('manager1', method, path, body);

beforeAll(async () => {
  browser = await launch();
  const walkIn = await api<{ id: number }>('POST', `/stores/${STORE}/food-units`, {
    type: 'walk-in',
    name: SEEDED,
    due_times: ['07:00', '15:00'],
  });
  units.push(walkIn.id);
  await api('POST', `/food-units/${walkIn.id}/readings`, { value: 38 });
  const out = await api<{ id: number }>('POST', `/food-units/${walkIn.id}/readings`, {
    value: 46,
    fix: 'moved-food',
    fix_note: NOTE,
  });
  await api('POST', `/food-units/${walkIn.id}/readings`, { value: 39.5, corrects_id: out.id });
});

afterAll(async () => {
  await Promise.all(units.map((id) => api('DELETE', `/food-units/${id}`)));
  await browser?.close();
});

describe('food safety at 1280 px, as a manager', () => {
  it('sets up a unit with its due times, then opens the 90-day report listing what was done', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    try {
      await signIn(page, 'manager1');
      await page.goto('/management/food-safety');
      await page.getByRole('heading', { name: 'Food safety units', level: 1 }).waitFor();
      await page.getByRole('table', { name: 'Units' }).getByText(SEEDED).waitFor();

      // A new unit: the chain's allowed range is shown, a limit outside it is refused before saving.
      await page.getByRole('button', { name: 'Add unit' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(ADDED);
      expect(await dialog.getByTestId('allowed-range').innerText()).toContain('28 °F to 41 °F');
      const highest = dialog.getByRole('textbox', { name: 'Highest' });
      expect(await highest.getAttribute('inputmode')).toBe('decimal');
      await highest.fill('45');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await dialog.getByText('Keep the limits within what the chain allows').waitFor();
      await highest.fill('40');
      // Two due times come filled in; one more is added and the second removed.
      await dialog.getByRole('button', { name: 'Add a due time' }).click();
      await dialog.getByRole('textbox', { name: 'Due time 3', exact: true }).fill('11:30');
      await dialog.getByRole('button', { name: 'Remove due time 2' }).click();
      await shot(page, 'food-units-form-desktop');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await toast(page, 'Unit saved');
      await dialog.waitFor({ state: 'detached' });

      const listed = await api<{ id: number; name: string; own_high: number | null; due_times: string[] }[]>(
        'GET',
        `/stores/${STORE}/food-units`,
      );
      const added = listed.find((u) => u.name === ADDED)!;
      units.push(added.id);
      expect(added).toMatchObject({ own_high: 40, due_times: ['07:00', '11:30'] });
      const row = page.getByRole('table', { name: 'Units' }).getByRole('row').filter({ hasText: ADDED });
      expect(await row.innerText()).toMatch(/At most 40 °F[\s\S]*7:00 AM, 11:30 AM/);
      await expectNoPageOverflow(page);
      await shot(page, 'food-units-desktop');

      // The report: the last 90 store days by default, opened in a new tab.
      const period = page.getByRole('button', { name: 'Days' });
      expect(await period.innerText()).toContain('–');
      // The new tab goes to the report's short link, which the browser downloads or shows.
      const [opened] = await Promise.all([
        context.waitForEvent('request', (request) => /\/food-safety-report\?/.test(request.url())),
        context.waitForEvent('page'),
        page.getByRole('button', { name: 'Open the report' }).click(),
      ]);
      const url = new URL(opened.url());
      expect(url.searchParams.get('from')).toBe(daysAgo(89));
      expect(url.searchParams.get('to')).toBe(daysAgo(0));
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/pdf');
      const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
      expect(text).toContain(SEEDED);
      expect(text).toMatch(/38 °F/);
      expect(text).toMatch(/46 °F/);
      expect(text).toContain('Moved the food');
      expect(text).toContain(NOTE);
      expect(text).toMatch(/39\.5 °F/);
    } finally {
      await context.close();
    }
  });

  it('shows the units and the report at 390 px without overflow', async () => {
    const { context, page } = await newPage(browser, PHONE);
    try {
      await signIn(page, 'manager1');
      await page.goto('/management/food-safety');
      await page.getByRole('list', { name: 'Units' }).getByText(SEEDED).waitFor();
      await expectNoPageOverflow(page);
      await shot(page, 'food-units-phone');
      await page.getByRole('button', { name: 'Add unit' }).click();
      await page.getByRole('dialog').getByRole('textbox', { name: 'Name', exact: true }).waitFor();
      await shot(page, 'food-units-form-phone');
    } finally {
      await context.close();
    }
  });

  it('saves the chain settings, and adds and removes a prep item with its Spanish name', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const item = `Salsa ${RUN}`;
    try {
      await signIn(page, 'admin');
      await page.goto('/admin/food-safety');
      const walkIn = page.getByRole('group', { name: 'Walk-in' });
      expect(await walkIn.getByRole('textbox', { name: 'Walk-in: Highest' }).inputValue()).toBe('41');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await toast(page, 'Food safety settings saved');

      await page.getByRole('button', { name: 'Add prep item' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(item);
      await dialog.getByRole('textbox', { name: 'Spanish', exact: true }).fill(`Salsa fresca ${RUN}`);
      await dialog.getByRole('textbox', { name: 'Shelf life', exact: true }).fill('3');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await toast(page, 'Prep item saved');
      const row = page.getByRole('table', { name: 'Prep items' }).getByRole('row').filter({ hasText: item });
      expect(await row.innerText()).toMatch(/3 days[\s\S]*Refrigerated[\s\S]*Ready to eat/);
      const saved = (await api<{ name: string; name_es: string | null }[]>('GET', '/prep-items')).find(
        (p) => p.name === item,
      );
      expect(saved?.name_es).toBe(`Salsa fresca ${RUN}`);

      await row.getByRole('button', { name: `Remove ${item}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
      await toast(page, 'Prep item removed');
      await row.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  it('shows the chain settings in the person’s scale, at 1280 and 390 px', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await newPage(browser, viewport);
      try {
        await signIn(page, 'admin');
        await page.goto('/admin/food-safety');
        await page.getByRole('heading', { name: 'Food safety settings', level: 1 }).waitFor();
        await page.getByRole('group', { name: 'Walk-in' }).waitFor();
        await page.getByText('Prep items', { exact: true }).first().waitFor();
        await expectNoPageOverflow(page);
        await shot(page, `food-settings-${viewport.width}`);
      } finally {
        await context.close();
      }
    }
  });
});
