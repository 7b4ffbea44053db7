import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderHistory } from '@dripp/contract/ordering';
import type { Overview } from '@dripp/contract/overview';
import type { ProductCategoryGroup } from '@dripp/contract/products';
import {
  NO_SUGGESTION_TEXT,
  type OrderSuggestions,
  type ProductOrderSettings,
  type SuggestionParts,
  type VendorDeliveryRow,
} from '@dripp/contract/suggested-orders';
import { suggestQuantity } from '@dripp/domain/suggested-order';
import {
  DESKTOP,
  PHONE,
  apiAsPage,
  choose,
  expectNoPageOverflow,
  launch,
  newPage,
  screenshot,
  seriousViolations,
  signIn,
  toast,
} from './support';

// Suggested orders (issue 38): delivery days on the vendor's page, each line's suggestion on New
// Orders at 390 px, "why this number", Use suggestions, the review, and the suggestion kept beside
// the ordered quantity. The demo chain has 60 days of orders per store and vendor.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const STORE_ID = 1;
const STORE_1 = '101 – Pearl District';
const VENDOR = 'Summit Syrup Co.';

interface Vendor {
  id: number;
  name: string;
}

async function vendorIdOf(context: BrowserContext, name: string): Promise<number> {
  const vendors = await apiAsPage<Vendor[]>(context, 'GET', `/stores/${STORE_ID}/vendors`);
  const found = vendors.find((vendor) => vendor.name === name);
  expect(found, name).toBeDefined();
  return found!.id;
}

/** The height and width of what the locator shows, for the 44 px rule (DESIGN §6). */
async function sizeOf(page: Page, name: string | RegExp) {
  const box = await page.getByRole('button', { name }).first().boundingBox();
  return { width: Math.round(box?.width ?? 0), height: Math.round(box?.height ?? 0) };
}

let vendorId = 0;

/** A line of the order form with its suggestion parts, named as its inputs are. */
interface Line {
  parts: SuggestionParts;
  name: string;
}

describe('suggested orders', () => {
  it('sets a vendor’s delivery days at a store on the vendor’s page at 390 px, and shows the next two deliveries', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'admin');
    vendorId = await vendorIdOf(context, VENDOR);
    await page.goto(`/admin/vendors/${vendorId}`);
    const section = page.getByRole('region', { name: 'Deliveries' });
    await section.getByRole('button', { name: `Edit deliveries at ${STORE_1}` }).click();
    const form = section.getByRole('form', { name: `Deliveries at ${STORE_1}` });
    // Tuesdays and Fridays, by 2 PM the day before (the form's start).
    for (const day of ['Tuesday', 'Friday']) {
      const toggle = form.getByRole('button', { name: day, exact: true });
      if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
    }
    for (const day of ['Monday', 'Wednesday', 'Thursday', 'Saturday', 'Sunday']) {
      const toggle = form.getByRole('button', { name: day, exact: true });
      if ((await toggle.getAttribute('aria-pressed')) === 'true') await toggle.click();
    }
    expect(await sizeOf(page, 'Tuesday')).toMatchObject({ height: 44 });
    expect((await sizeOf(page, 'Tuesday')).width).toBeGreaterThanOrEqual(44);
    await expectNoPageOverflow(page);
    await screenshot(page, 'suggested-orders-deliveries-edit-phone');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Successfully saved Deliveries');
    await section.getByText('Order by 2:00 PM the day before').first().waitFor();
    const next = section.locator(`[data-delivery-store="${STORE_ID}"] [data-next-deliveries]`);
    await expect.poll(() => next.textContent()).toMatch(/^Next deliveries: (Tue|Fri), \w+ \d+ · (Tue|Fri), \w+ \d+$/);
    const rows = await apiAsPage<VendorDeliveryRow[]>(context, 'GET', `/vendors/${vendorId}/deliveries`);
    const row = rows.find((entry) => entry.store.id === STORE_ID)!;
    expect(row.schedule).toEqual({ delivery_days: [2, 5], lead_days: 1, order_by: '14:00' });
    expect(row.next_deliveries).toHaveLength(2);
    expect(await seriousViolations(page, '.mantine-Notifications-root')).toEqual([]);
    await screenshot(page, 'suggested-orders-deliveries-phone');
    await context.close();
  });

  it('at 390 px: suggests as the on-hand is typed, fills only empty quantities, explains a number, marks a far quantity and keeps the suggestion with the order', async () => {
    expect(vendorId).toBeGreaterThan(0);
    // The overview counts the lines submitted with a suggestion: read before and after the order.
    const admin = await newPage(browser, DESKTOP);
    await signIn(admin.page, 'admin');
    const storeFigures = async () =>
      (await apiAsPage<Overview>(admin.context, 'GET', '/overview?period=this-week')).stores.find(
        (store) => store.store_id === STORE_ID,
      )!;
    const before = await storeFigures();

    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'manager1');

    await page.goto('/management/new-orders');
    await choose(page, 'Vendor', VENDOR);
    const suggestions = await apiAsPage<OrderSuggestions>(
      context,
      'GET',
      `/stores/${STORE_ID}/vendors/${vendorId}/suggestions`,
    );
    const groups = await apiAsPage<ProductCategoryGroup[]>(context, 'GET', `/vendors/${vendorId}/products?activeP=1`);
    const products = groups.flatMap((group) => group.products);
    const withParts = suggestions.products.filter((parts) => parts.reason == null);
    expect(withParts.length, 'the demo chain has suggestions for the vendor').toBeGreaterThanOrEqual(4);
    const [a, b, c, d] = withParts.map((parts) => {
      const product = products.find((entry) => entry.id === parts.product_id)!;
      return { parts, name: product.item_no ? `${product.item_no} ${product.description}` : product.description };
    }) as [Line, Line, Line, Line];
    // A line with too little history says why it has no number, on the card itself.
    const without = suggestions.products.find((parts) => parts.reason != null);
    expect(without, 'a product with too few orders').toBeDefined();
    const withoutProduct = products.find((entry) => entry.id === without!.product_id)!;
    const withoutCard = page.getByRole('listitem').filter({
      has: page.getByRole('textbox', { name: `Qty of ${withoutProduct.item_no} ${withoutProduct.description}` }),
    });
    await withoutCard.getByText(NO_SUGGESTION_TEXT[without!.reason!]).waitFor();

    const onHand = (line: Line) => page.getByRole('textbox', { name: `On Hand of ${line.name}` });
    const qty = (line: Line) => page.getByRole('textbox', { name: `Qty of ${line.name}` });
    const suggestionButton = (line: Line) => page.getByRole('button', { name: suggestionButtonName(line.name) });
    const expected = (line: Line, counted: number) => suggestQuantity(line.parts, counted)!.qty;

    // Counted: a, b and c; d is not counted and gets nothing.
    await onHand(a).fill('0');
    await onHand(b).fill('1');
    await onHand(c).fill('0');
    await expect.poll(() => suggestionButton(a).getAttribute('data-suggestion')).toBe(String(expected(a, 0)));
    await expect.poll(() => suggestionButton(c).getAttribute('data-suggestion')).toBe(String(expected(c, 0)));
    // The manager types b's quantity, far over the suggestion: it is marked, and never replaced.
    const typedB = String(expected(b, 1) * 3 + 3);
    await qty(b).fill(typedB);
    const cardB = page.getByRole('listitem').filter({ has: qty(b) });
    await cardB.getByText(/^Over twice the suggestion/).waitFor();

    expect(await sizeOf(page, 'Use suggestions')).toMatchObject({ height: 44 });
    expect((await sizeOf(page, suggestionButtonName(a.name))).height).toBeGreaterThanOrEqual(44);
    await page.getByRole('button', { name: 'Use suggestions' }).click();
    const filledA = expected(a, 0) > 0 ? String(expected(a, 0)) : '';
    await expect.poll(() => qty(a).inputValue()).toBe(filledA);
    expect(await qty(c).inputValue()).toBe(expected(c, 0) > 0 ? String(expected(c, 0)) : '');
    expect(await qty(b).inputValue()).toBe(typedB);
    expect(await qty(d).inputValue()).toBe('');
    await expectNoPageOverflow(page);
    expect(await seriousViolations(page, '.mantine-Notifications-root')).toEqual([]);
    await screenshot(page, 'suggested-orders-new-orders-phone');

    // Why this number: the parts and the arithmetic, full screen, closed with the thumb.
    await suggestionButton(a).click();
    const why = page.getByRole('dialog', { name: `Why ${expected(a, 0)}?` });
    for (const part of ['Usage rate', 'Cover', '+ Safety margin', '− On hand', '− On order', 'Rounding', 'Suggested']) {
      await why.getByText(part, { exact: true }).waitFor();
    }
    await why.getByRole('list', { name: 'Weekday weights' }).waitFor();
    expect(await seriousViolations(page, '.mantine-Notifications-root')).toEqual([]);
    await screenshot(page, 'suggested-orders-why-phone', false);
    await why.getByRole('button', { name: 'Close' }).last().click();
    await why.waitFor({ state: 'hidden' });

    // The review shows the suggestions and the far quantity before the order leaves.
    await page.getByRole('button', { name: 'Submit' }).click();
    const review = page.getByRole('dialog', { name: 'Send this order?' });
    await review
      .getByText(`suggested ${expected(b, 1)}`, { exact: true })
      .first()
      .waitFor();
    await review.locator('[data-review-flag="over-twice"]').waitFor();
    await review.locator('[data-review="flagged"]').waitFor();
    await screenshot(page, 'suggested-orders-review-phone', false);
    await review.getByRole('button', { name: 'Send order' }).click();
    await toast(page, 'Successfully submited orders');

    // The order holds what was ordered and each line's suggestion beside it, and the overview's
    // suggested lines grow by a, b and c, and a and c match their suggestion.
    const orders = await apiAsPage<OrderHistory[]>(context, 'GET', `/stores/${STORE_ID}/orders?vendorId=${vendorId}`);
    const latest = orders.reduce((newest, order) => (order.id > newest.id ? order : newest));
    const line = (name: string) => latest.products.find((entry) => `${entry.item_no} ${entry.description}` === name);
    expect(line(b.name)?.qty).toBe(Number(typedB));
    expect(line(a.name)?.qty).toBe(filledA ? Number(filledA) : undefined);
    expect(line(d.name)).toBeUndefined();
    // Each line keeps the quantity suggested for it beside the quantity ordered.
    expect(line(b.name)?.suggested_qty).toBe(expected(b, 1));
    expect(line(a.name)?.suggested_qty).toBe(filledA ? expected(a, 0) : undefined);
    const ordered = [a, b, c].filter((entry) => line(entry.name) != null).length;
    await expect.poll(async () => (await storeFigures()).suggested_lines).toBe(before.suggested_lines + ordered);
    const after = await storeFigures();
    const matched = (pct: number | null, lines: number) => Math.round(((pct ?? 0) * lines) / 100);
    expect(matched(after.suggestion_match_pct, after.suggested_lines)).toBe(
      matched(before.suggestion_match_pct, before.suggested_lines) + ordered - 1,
    );
    await admin.context.close();
    await context.close();
  });

  it('at 1280 px: the Suggested column, its breakdown and the vendor’s deliveries look right', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, 'manager1');
    await page.goto(`/management/new-orders?vendorId=${vendorId}`);
    const table = page.getByRole('table').first();
    await table.getByRole('columnheader', { name: 'Suggested' }).waitFor();
    const firstOnHand = table.getByRole('textbox', { name: /^On Hand of / }).first();
    await firstOnHand.fill('2');
    const button = table.getByRole('button', { name: /^Suggested \d+ for .*: why this number$/ }).first();
    await button.waitFor();
    await expectNoPageOverflow(page);
    await screenshot(page, 'suggested-orders-new-orders-desktop');
    await button.click();
    await page.getByRole('dialog', { name: /^Why \d+\?$/ }).waitFor();
    await screenshot(page, 'suggested-orders-why-desktop', false);
    await page.keyboard.press('Escape');
    await context.close();

    const admin = await newPage(browser, DESKTOP);
    await signIn(admin.page, 'admin');
    await admin.page.goto(`/admin/vendors/${vendorId}`);
    await admin.page.getByRole('region', { name: 'Deliveries' }).getByText('Next deliveries:').first().waitFor();
    await screenshot(admin.page, 'suggested-orders-vendor-desktop');
    await admin.page.goto('/management/overview');
    await admin.page
      .getByText(/^\d+% of \d+ lines? ±1 of the suggestion$/)
      .first()
      .waitFor();
    await screenshot(admin.page, 'suggested-orders-overview-desktop');
    await admin.context.close();
  });

  it('sets a product’s case size, par, shelf life and rounding threshold in its Ordering section at 390 px, apart from its form', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'admin');
    const groups = await apiAsPage<ProductCategoryGroup[]>(context, 'GET', `/vendors/${vendorId}/products?activeP=1`);
    const product = groups.flatMap((group) => group.products).at(-1)!;
    await page.goto(`/admin/products/${product.id}`);
    const section = page.getByRole('region', { name: 'Ordering' });
    const field = (label: string) => section.getByRole('textbox', { name: label });
    await field('Case size').fill('6');
    await field('Par').fill('4');
    await field('Shelf life (days)').fill('ten');
    await field('Case rounding threshold (%)').fill('40');
    await section.getByRole('button', { name: 'Save ordering' }).click();
    await section.getByText('Use a whole number').waitFor();
    await field('Shelf life (days)').fill('10');
    await section.getByRole('button', { name: 'Save ordering' }).click();
    await toast(page, 'Successfully saved Ordering settings');
    const saved = await apiAsPage<ProductOrderSettings>(context, 'GET', `/products/${product.id}/order-settings`);
    expect(saved).toEqual({ case_size: 6, par: 4, shelf_life_days: 10, case_threshold_pct: 40 });
    // The spec's form is untouched by it.
    expect(await page.locator('input[name="description"]').inputValue()).toBe(product.description);
    expect((await sizeOf(page, 'Save ordering')).height).toBeGreaterThanOrEqual(44);
    await expectNoPageOverflow(page);
    await screenshot(page, 'suggested-orders-product-phone');
    await page.setViewportSize(DESKTOP);
    await section.getByRole('button', { name: 'Save ordering' }).waitFor();
    await screenshot(page, 'suggested-orders-product-desktop');
    await context.close();
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function suggestionButtonName(name: string): RegExp {
  return new RegExp(`^Suggested \\d+ for ${escape(name)}: why this number$`);
}
