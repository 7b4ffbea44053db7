import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, choose, launch, mailText, mailTo, newPage, screenshot, signIn } from './support';
import { png } from './png';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const vendor = {
  name: `Harbor Beans ${unique}`,
  email: `orders-${unique}@vendor.example`,
};
const categoryName = `Single Origin ${unique}`;
const product = { itemNo: `HB-${unique}`, description: `Harbor Beans House Roast ${unique}` };
const STORE_1 = '101 – Pearl District';
const SEEDED_VENDOR = 'Willamette Valley Creamery';
const SEEDED_PRODUCT = 'WVC-2001 Whole Milk';

let vendorId = 0;

async function toast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor();
}

describe('ordering', () => {
  it('lets an administrator create a vendor, link it to a store, and give it a category and a product with an image', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, 'admin');

    await page.goto('/admin/vendors');
    await page.getByRole('link', { name: SEEDED_VENDOR }).first().waitFor();
    await screenshot(page, 'ordering-vendors-desktop');

    await page.getByRole('link', { name: 'Add Vendor' }).click();
    await page.waitForURL('**/admin/vendors/new/edit');
    const fields: Record<string, string> = {
      name: vendor.name,
      account_no: `ACC-${unique}`,
      email: vendor.email,
      street1: '200 Harbor Way',
      city: 'Portland',
      state: 'OR',
      zip: '97209',
      phone: '(503) 555-0110',
      sales_contact: 'Robin Vale',
    };
    for (const [name, value] of Object.entries(fields)) await page.locator(`input[name="${name}"]`).fill(value);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/vendors\/\d+$/);
    await toast(page, 'Successfully saved Vendor');
    vendorId = Number(new URL(page.url()).pathname.split('/').pop());
    expect(vendorId).toBeGreaterThan(0);
    await page.getByRole('heading', { name: vendor.name }).waitFor();

    // Stores Serviced: link store 1.
    await choose(page, 'Store', STORE_1);
    await page.getByRole('button', { name: 'Link to Store' }).click();
    await toast(page, 'Successfully linked Store');
    const serviced = page.getByRole('table', { name: 'Stores Serviced' });
    await serviced.getByRole('cell', { name: 'Pearl District', exact: true }).waitFor();

    // A category, from the vendor's page (the vendor comes preselected).
    await page.getByRole('link', { name: 'Add Category' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/categories/new');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Enter a name').waitFor();
    expect(page.url()).toContain('/admin/categories/new');
    await page.locator('input[name="name"]').fill(categoryName);
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Successfully saved Category');
    await page.waitForURL(
      (url) => url.pathname === '/admin/categories' && url.searchParams.get('vendorId') === String(vendorId),
    );
    await page.getByRole('cell', { name: categoryName, exact: true }).waitFor();
    await screenshot(page, 'ordering-categories-desktop');

    // A product with an image.
    await page.goto(`/admin/products/new/${vendorId}`);
    await page.locator('input[name="item_no"]').fill(product.itemNo);
    await page.locator('input[name="description"]').fill(product.description);
    await page.locator('input[name="cost"]').fill('12.5');
    await page.locator('input[name="retail"]').fill('18');
    await page.locator('input[name="um"]').fill('bag');
    await choose(page, 'Category', categoryName);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'beans.png', mimeType: 'image/png', buffer: png(4, 4, [0x7e, 0x4e, 0x25]) });
    await page.getByRole('img', { name: 'Preview of beans.png' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Successfully saved Product');
    await page.waitForURL(
      (url) => url.pathname === '/admin/products' && url.searchParams.get('vendorId') === String(vendorId),
    );
    const row = page.getByRole('row', { name: new RegExp(product.itemNo) });
    await row.waitFor();
    expect(await row.getByRole('cell', { name: '$12.50', exact: true }).count()).toBe(1);
    const image = row.getByRole('img', { name: product.description });
    const src = await image.getAttribute('src');
    expect(src).toMatch(/^\/api\/media\//);
    const served = await page.request.get(src!);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toContain('image/png');
    await screenshot(page, 'ordering-products-desktop');

    // The vendor's page lists it under its category; the filters follow spec 2 §4.
    await page.goto(`/admin/vendors/${vendorId}`);
    await page.getByRole('heading', { name: categoryName }).waitFor();
    await page
      .getByRole('table', { name: `Products in ${categoryName}` })
      .getByText(product.description)
      .waitFor();
    await page.getByRole('button', { name: 'Show Deactivated Categories' }).click();
    await page.waitForURL(/activeC=0&activeP=$/);
    await page.getByRole('button', { name: 'Show Active Categories' }).click();
    await page.waitForURL(/activeC=1&activeP=1$/);
    await page.getByRole('button', { name: 'Show Deactivated Items' }).click();
    await page.waitForURL(/activeC=1&activeP=$/);
    await page.getByRole('button', { name: 'Hide Deactivated Items' }).waitFor();
    await page.goto(`/admin/vendors/${vendorId}`);
    await page.getByRole('heading', { name: categoryName }).waitFor();
    await screenshot(page, 'ordering-vendor-view-desktop');
    await context.close();
  });

  it('lets manager1 order with history, submit once on a double click, find the orders and mail the purchase order', async () => {
    expect(vendorId).toBeGreaterThan(0);
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, 'manager1');
    await page.goto('/management/new-orders');
    await page.getByText('Choose a vendor to start an order').waitFor();
    expect(await page.getByRole('combobox', { name: 'Store', exact: true }).inputValue()).toBe(STORE_1);
    const submit = page.getByRole('button', { name: 'Submit' });
    const submitted = async () => {
      await toast(page, 'Successfully submited orders');
      await expect.poll(() => submit.isDisabled()).toBe(true);
    };
    // Submit shows vendor, addresses, lines and total first; Send order mails it.
    const review = page.getByRole('dialog', { name: 'Send this order?' });
    const confirm = async () => {
      await review.getByRole('button', { name: 'Send order' }).click();
    };

    // The new vendor's fresh product has no history yet.
    const named = `${product.itemNo} ${product.description}`;
    await choose(page, 'Vendor', vendor.name);
    const onHand = page.getByRole('textbox', { name: `On Hand of ${named}` });
    const qty = page.getByRole('textbox', { name: `Qty of ${named}` });
    await onHand.click();
    const history = page.getByRole('region', { name: `Order history of ${named}` });
    await history.getByText('No orders of this product at this store yet.').waitFor();
    await onHand.fill('2');
    await qty.fill('3');
    await page.getByText('Estimated total $37.50').waitFor();
    await screenshot(page, 'ordering-new-orders-desktop');
    // Two clicks, one order: the button locks and both would carry the same Idempotency-Key.
    await submit.click();
    await review.getByText(`It will be mailed to ${vendor.email} (copy to store101@dripp.example)`).waitFor();
    await review.getByRole('row', { name: new RegExp(`${product.itemNo} .* 3 \\$12\\.50 \\$37\\.50`) }).waitFor();
    expect(await review.locator('[data-review="total"]').textContent()).toBe('$37.50');
    await screenshot(page, 'ordering-review-desktop');
    await review.getByRole('button', { name: 'Send order' }).dblclick();
    await submitted();
    // The success says where the order went.
    await page
      .getByText(new RegExp(`^Order #\\d+ was mailed to ${vendor.email.replace(/[.]/g, '\\.')}`))
      .first()
      .waitFor();

    const mail = mailText(await mailTo(vendor.email));
    expect(mail).toContain(`3 x ${product.itemNo}  ${product.description} (bag)  @ 12.50 = 37.50`);
    expect(mail).toContain('Total: 37.50');

    // The next order of the same product starts from that history entry.
    await qty.click();
    const entry = history.getByRole('button', { name: /^Use the order of .*: on hand 2, qty 3$/ });
    await entry.waitFor();
    expect(await history.getByRole('button', { name: /^Use the order of/ }).count()).toBe(1);
    await entry.click();
    expect(await onHand.inputValue()).toBe('2');
    expect(await qty.inputValue()).toBe('3');
    await onHand.fill('1');
    // Usage = last on-hand 2 + last qty 3 − on-hand now 1 (spec 1 §5).
    await history.getByText('Usage 4 since the last order').waitFor();
    await qty.fill('5');
    await submit.click();
    await confirm();
    await submitted();

    // A seeded vendor's product with its own history: an entry fills the row, one history open at a time.
    await choose(page, 'Vendor', SEEDED_VENDOR);
    const seededOnHand = page.getByRole('textbox', { name: `On Hand of ${SEEDED_PRODUCT}` });
    await seededOnHand.click();
    const seededHistory = page.getByRole('region', { name: `Order history of ${SEEDED_PRODUCT}` });
    const seededEntry = seededHistory.getByRole('button', { name: /^Use the order of/ }).first();
    await seededEntry.waitFor();
    const [, entryOnHand, entryQty] = /on hand (\S+), qty (\d+)$/.exec(
      (await seededEntry.getAttribute('aria-label')) ?? '',
    )!;
    await seededEntry.click();
    expect(await page.getByRole('textbox', { name: `Qty of ${SEEDED_PRODUCT}` }).inputValue()).toBe(entryQty);
    expect(await seededOnHand.inputValue()).toBe(entryOnHand === '—' ? '' : entryOnHand);
    await page.getByRole('textbox', { name: 'Qty of WVC-2002 2% Reduced Fat Milk' }).click();
    await page.getByRole('region', { name: 'Order history of WVC-2002 2% Reduced Fat Milk' }).waitFor();
    expect(await seededHistory.count()).toBe(0);
    await submit.click();
    await confirm();
    await submitted();

    // Order history: two orders of the new vendor today (the double click made one).
    await choose(page, 'Vendor', vendor.name);
    await page.getByRole('link', { name: 'History', exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === '/management/order-history' && url.searchParams.get('vendorId') === String(vendorId),
    );
    const orders = page.getByRole('table', { name: 'Orders' });
    await orders.getByRole('cell', { name: '$62.50', exact: true }).waitFor();
    expect(await orders.getByRole('cell', { name: vendor.name, exact: true }).count()).toBe(2);
    await orders.getByRole('cell', { name: '$37.50', exact: true }).click();
    const lines = page.getByRole('table', { name: new RegExp(`^Products of the ${vendor.name} order`) });
    await lines.getByRole('cell', { name: product.itemNo, exact: true }).waitFor();
    expect(await lines.getByRole('cell', { name: '$12.50', exact: true }).count()).toBe(1);

    await choose(page, 'Vendor', 'All vendors');
    await orders.getByRole('cell', { name: SEEDED_VENDOR, exact: true }).first().waitFor();
    await screenshot(page, 'ordering-order-history-desktop');
    await context.close();
  });

  it('fits the ordering screens on a phone', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'admin');
    for (const [path, name] of [
      ['/admin/vendors', 'vendors'],
      [`/admin/vendors/${vendorId}`, 'vendor-view'],
      [`/admin/products?vendorId=${vendorId}`, 'products'],
      [`/admin/categories?vendorId=${vendorId}`, 'categories'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(1);
      await screenshot(page, `ordering-${name}-phone`);
    }
    await context.close();

    const manager = await newPage(browser, PHONE);
    await signIn(manager.page, 'manager1');
    await manager.page.goto('/management/new-orders');
    await choose(manager.page, 'Vendor', SEEDED_VENDOR);
    const qty = manager.page.getByRole('textbox', { name: `Qty of ${SEEDED_PRODUCT}` });
    await qty.click();
    await manager.page.getByRole('region', { name: `Order history of ${SEEDED_PRODUCT}` }).waitFor();
    expect(
      await manager.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(1);
    await screenshot(manager.page, 'ordering-new-orders-phone');
    await manager.page.goto('/management/order-history');
    await manager.page.getByRole('list', { name: 'Orders' }).waitFor();
    await screenshot(manager.page, 'ordering-order-history-phone');
    await manager.context.close();
  });

  it('refuses a decimal quantity beside the field at 390 px, keeps the order, and takes it once corrected', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'manager1');
    await page.goto('/management/new-orders');
    await choose(page, 'Vendor', SEEDED_VENDOR);
    const other = page.getByRole('textbox', { name: 'Qty of WVC-2002 2% Reduced Fat Milk' });
    const qty = page.getByRole('textbox', { name: `Qty of ${SEEDED_PRODUCT}` });
    await other.fill('3');
    await qty.fill('2.5');
    // The message sits beside the field; the page, and what was typed, stays.
    const card = page.getByRole('listitem').filter({ has: qty });
    await card.getByText('Quantity must be a whole number').waitFor();
    await page.getByText('1 value to fix before saving').waitFor();
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    expect(await page.locator('[data-part-failed]').count()).toBe(0);
    expect(await other.inputValue()).toBe('3');
    expect(await qty.inputValue()).toBe('2.5');

    const submit = page.getByRole('button', { name: 'Submit' });
    const review = page.getByRole('dialog', { name: 'Send this order?' });
    await submit.click();
    await toast(page, 'Correct the highlighted entries before submitting');
    expect(await review.count()).toBe(0);
    expect(await qty.evaluate((element) => element === document.activeElement)).toBe(true);
    await screenshot(page, 'ordering-decimal-quantity-phone');

    await qty.fill('2');
    expect(await card.getByText('Quantity must be a whole number').count()).toBe(0);
    expect(await page.getByText('1 value to fix before saving').count()).toBe(0);
    await submit.click();
    await review.getByRole('row', { name: /WVC-2001 .* 2 \$/ }).waitFor();
    await review.getByRole('row', { name: /WVC-2002 .* 3 \$/ }).waitFor();
    await review.getByRole('button', { name: 'Send order' }).click();
    await toast(page, 'Successfully submited orders');
    await context.close();
  });
});
