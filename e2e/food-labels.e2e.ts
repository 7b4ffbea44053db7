import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LabelPrinted, PrepItem } from '@dripp/contract/food-safety';
import { addDays, storeDateTime } from '@dripp/domain/dates';
import { ENGLISH_LOCALE, SPANISH_LOCALE, storeMoment } from '../apps/server/src/features/food-safety/label-pdf';
import {
  apiAsPage,
  daysAgo,
  DEMO_STORE_ZONE,
  DESKTOP,
  expectNoPageOverflow,
  launch,
  newPage,
  PHONE,
  shot,
  signIn,
  apiAs,
} from './support';
import { pdfPages } from '../apps/server/test/support/pdf-text';

/*
 * Date labels and cooling logs (issue 39 §4–5) at 390 px, as barista1 of store 1: a label takes
 * three taps (the item, one more label, Print), shows its use-by before it prints, and opens its
 * PDF in a tab, whose text says the item in English and Spanish, the prep and use-by moments, who
 * prepped it and the store. A cooling batch is started at its first temperature, its 2-hour check
 * recorded in one tap, and it closes only once what was done with it is said.
 */

const STORE = 1;
// Names of this run, so a second run on the same database finds its own records.
const RUN = Date.now().toString(36).slice(-4);
const ITEM = `Chicken salad ${RUN}`;
const ITEM_ES = `Ensalada de pollo ${RUN}`;

let browser: Browser;

const api = <T>(method: string, path: string, body?: unknown) => apiAs<T>('admin', method, path, body);

/** A moment as the page writes it (displayDateTime): "November 29, 2026 11:59 PM" on the store's clock. */
function pageMoment(iso: string): string {
  const at = new Date(iso);
  const day = at.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: DEMO_STORE_ZONE,
  });
  const time = at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: DEMO_STORE_ZONE });
  return `${day} ${time}`;
}

/** The controls inside `root` below a thumb's 44 × 44 px (a control's labels count as part of it). */
async function smallControls(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    const small: string[] = [];
    const selector = 'a[href], button, input:not([type="hidden"]), textarea, [role="radio"], [role="switch"]';
    for (const el of Array.from(element.querySelectorAll(selector))) {
      if ((el as HTMLButtonElement).disabled) continue;
      let rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      for (const label of Array.from((el as HTMLInputElement).labels ?? [])) {
        const r = label.getBoundingClientRect();
        const left = Math.min(rect.left, r.left);
        const top = Math.min(rect.top, r.top);
        rect = new DOMRect(left, top, Math.max(rect.right, r.right) - left, Math.max(rect.bottom, r.bottom) - top);
      }
      if (rect.width < 43.5 || rect.height < 43.5) {
        small.push(
          `${el.tagName} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim()}" ${Math.round(rect.width)}×${Math.round(rect.height)}`,
        );
      }
    }
    return small;
  });
}

/** A tap the test counts: the label must take three at most. */
function counter() {
  let taps = 0;
  return {
    tap: async (locator: ReturnType<Page['locator']>) => {
      taps += 1;
      await locator.click();
    },
    get taps() {
      return taps;
    },
  };
}

beforeAll(async () => {
  // The whole browser: the labels open in a tab of its PDF viewer.
  browser = await launch([], { viewsPdf: true });
  await api<PrepItem>('POST', '/prep-items', {
    name: ITEM,
    name_es: ITEM_ES,
    shelf_life: 3,
    shelf_life_unit: 'days',
    storage: 'cold',
    ready_to_eat: true,
  });
});
afterAll(async () => {
  await browser?.close();
});

describe('date labels', () => {
  it('print in three taps at 390 px and open a PDF that says the item in both languages, its dates, who and where', async () => {
    const { context, page } = await newPage(browser, PHONE);
    try {
      await signIn(page, 'barista1');
      await page.goto('/check-lists/food-labels');
      await page.getByRole('heading', { name: 'Date Labels', level: 1 }).waitFor();
      const item = page.getByRole('button', { name: new RegExp(`^${ITEM}`) });
      await item.waitFor();
      await expectNoPageOverflow(page);
      await shot(page, 'food-labels-phone');

      const taps = counter();
      await taps.tap(item);
      const dialog = page.getByRole('dialog', { name: new RegExp(`^${ITEM}`) });
      await dialog.waitFor();
      // The use-by shows before anything prints: ready to eat for 3 days, the prep day being day 1.
      const useByShown = await dialog.getByTestId('use-by').textContent();
      await taps.tap(dialog.getByRole('button', { name: 'More labels' }));
      expect(await dialog.getByRole('textbox', { name: 'Labels' }).inputValue()).toBe('2');
      expect(await smallControls(dialog)).toEqual([]);
      await shot(page, 'food-labels-print-phone');

      const answered = page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith(`/api/stores/${STORE}/food-labels`),
      );
      const popup = page.waitForEvent('popup');
      await taps.tap(dialog.getByRole('button', { name: 'Print 2 labels' }));
      expect(taps.taps).toBeLessThanOrEqual(3);
      const printed = ((await (await answered).json()) as { data: LabelPrinted }).data;
      expect(printed).toMatchObject({ item: ITEM, item_es: ITEM_ES, quantity: 2, size: '2x2' });
      expect(useByShown).toBe(pageMoment(printed.use_by));
      // Ready to eat for 3 days: day 1 is the prep day, so it is used by the end of the day after next.
      const prepDay = storeDateTime(new Date(printed.prepped_at), DEMO_STORE_ZONE).date;
      expect(storeDateTime(new Date(printed.use_by), DEMO_STORE_ZONE)).toEqual({
        date: addDays(prepDay, 2),
        time: '23:59',
      });

      // The tab opened on the tap goes to the print's short link.
      const tab = await popup;
      await tab.waitForURL((url) => url.pathname === `/api/food-labels/${printed.id}/pdf`);
      const opened = await fetch(tab.url());
      expect(opened.status).toBe(200);
      expect(opened.headers.get('content-type')).toBe('application/pdf');
      const pages = await pdfPages(await opened.arrayBuffer());
      expect(pages).toHaveLength(2);
      const me = await apiAsPage<{ user: { name: string } }>(context, 'GET', '/user/barista1');
      const stores = await apiAsPage<{ store: { id: number; title: string } }[]>(context, 'GET', '/stores-managers');
      const storeTitle = stores.find((s) => s.store.id === STORE)!.store.title;
      const moment = (iso: string, locale: string) =>
        storeMoment(new Date(iso), DEMO_STORE_ZONE, locale).replace(/[\u00a0\u2007\u202f]/g, ' ');
      for (const { size, lines } of pages) {
        expect(size).toEqual([144, 144]);
        expect(lines).toEqual([
          ITEM,
          ITEM_ES,
          'Prepped / Preparado',
          moment(printed.prepped_at, ENGLISH_LOCALE),
          moment(printed.prepped_at, SPANISH_LOCALE),
          'Use by / Usar antes de',
          moment(printed.use_by, ENGLISH_LOCALE),
          moment(printed.use_by, SPANISH_LOCALE),
          `Prepped by / Preparado por: ${me.user.name}`,
          `Store / Tienda: ${storeTitle}`,
        ]);
      }
      await tab.close();

      // The day's prints list it.
      const list = page.getByRole('region', { name: 'Printed today' });
      await list.getByText(ITEM).waitFor();
      await list.getByText(`Use by ${pageMoment(printed.use_by)}`).waitFor();
      await shot(page, 'food-labels-printed-phone');
      // The list is the store's log: it is still there after a reload, and opens the labels again.
      await page.reload();
      await list.getByText(ITEM).first().waitFor();
      await list
        .getByRole('link', { name: `Open the labels of ${ITEM}` })
        .first()
        .waitFor();
    } finally {
      await context.close();
    }
  });

  it('remember the label size on the device and read well at 1280 px', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    try {
      await signIn(page, 'barista1');
      await page.goto('/check-lists/food-labels');
      await page.getByRole('button', { name: new RegExp(`^${ITEM}`) }).click();
      const dialog = page.getByRole('dialog', { name: new RegExp(`^${ITEM}`) });
      await dialog.getByText('4 × 6 in').click();
      await shot(page, 'food-labels-print-desktop');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await page.reload();
      await page.getByRole('button', { name: new RegExp(`^${ITEM}`) }).click();
      await expect.poll(() => dialog.getByRole('radio', { name: '4 × 6 in' }).isChecked()).toBe(true);
      await page.keyboard.press('Escape');
      await shot(page, 'food-labels-desktop');
    } finally {
      await context.close();
    }
  });
});

describe('cooling log', () => {
  it('starts a batch at its first temperature, records its 2-hour check in one tap and closes it with what was done, at 390 px', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const batch = `Chili ${RUN}`;
    try {
      await signIn(page, 'barista1');
      await page.goto(`/check-lists/food-safety/${STORE}/${daysAgo(0)}`);
      await page.getByRole('button', { name: 'Start a batch' }).click();
      const form = page.getByRole('form', { name: 'Start a batch' });
      await form.getByRole('textbox', { name: 'Item' }).fill(batch);
      const first = form.getByRole('textbox', { name: 'First temperature' });
      expect(await first.getAttribute('inputmode')).toBe('decimal');
      await first.fill('160');
      await form.getByRole('button', { name: 'Start' }).click();

      const card = page.getByRole('region', { name: batch });
      await card.waitFor();
      await card
        .getByText(/^Due by \d{1,2}:\d{2} [AP]M$/)
        .first()
        .waitFor();
      await card.getByText('2-hour check · 70 °F or below').waitFor();
      await card.getByText('6-hour check · 41 °F or below').waitFor();
      await shot(page, 'cooling-started-phone');

      const check = card.getByRole('textbox', { name: 'Temperature at 2 hours' });
      expect(await check.getAttribute('inputmode')).toBe('decimal');
      await check.fill('65');
      await card.getByRole('button', { name: 'Record' }).click();
      await card.locator('[data-stage="2h"]').getByText('Passed').waitFor();
      await card.getByRole('textbox', { name: 'Temperature at 6 hours' }).waitFor();

      // Its 6-hour check is still to come: closing it now needs what was done with the food.
      await card.getByRole('button', { name: 'Close batch' }).click();
      await card.getByText('Choose what was done with the food').waitFor();
      await shot(page, 'cooling-close-refused-phone');
      expect(await smallControls(card)).toEqual([]);
      await card.getByRole('radio', { name: 'Discarded' }).check();
      await card.getByRole('button', { name: 'Close batch' }).click();
      await card.getByText(/^Closed at /).waitFor();
      await expectNoPageOverflow(page);

      const batches = await apiAsPage<{ item: string; remedy: string | null; closed_at: string | null }[]>(
        context,
        'GET',
        `/stores/${STORE}/cooling-batches?date=${daysAgo(0)}`,
      );
      expect(batches.find((b) => b.item === batch)).toMatchObject({ remedy: 'discarded' });
      await page.setViewportSize(DESKTOP);
      await shot(page, 'cooling-desktop');
    } finally {
      await context.close();
    }
  });
});
