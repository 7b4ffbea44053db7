import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, daysAgo, expectNoPageOverflow, launch, newPage, signIn } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('CSV exports on a phone', () => {
  it("the order history's Export CSV saves the filtered list under the server's name", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'manager1');
    await page.goto(`/management/order-history?startDate=${daysAgo(60)}&endDate=${daysAgo(0)}`);
    const button = page.getByRole('button', { name: 'Export CSV' });
    await button.waitFor();
    const box = await button.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await expectNoPageOverflow(page);

    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^orders-store-\d+-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync((await download.path())!, 'utf8');
    expect(text.startsWith('\uFEFFOrder,Date,Time,Vendor,')).toBe(true);
    expect(text.split('\r\n').length).toBeGreaterThan(2);
    await expect.poll(() => button.isEnabled()).toBe(true);
    await context.close();
  });

  it("the vendors list's Export CSV saves every active vendor", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'admin');
    await page.goto('/admin/vendors');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('vendors.csv');
    expect(fs.readFileSync((await download.path())!, 'utf8')).toContain('Name,Account #');
    await context.close();
  });

  for (const list of [
    {
      path: '/management/key-release',
      file: /^key-release-store-\d+\.csv$/,
      header: 'Building,Office,Gate,First Name',
    },
    {
      path: '/management/address-book',
      file: /^address-book-store-\d+\.csv$/,
      header: 'Name,Contact Name,Email,Phone',
    },
  ]) {
    it(`${list.path}'s Export CSV saves the store's list`, async () => {
      const { context, page } = await newPage(browser, PHONE);
      await signIn(page, 'manager1');
      await page.goto(list.path);
      const button = page.getByRole('button', { name: 'Export CSV' });
      await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
      expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await expectNoPageOverflow(page);
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toMatch(list.file);
      const text = fs.readFileSync((await download.path())!, 'utf8');
      expect(text.startsWith(`\uFEFF${list.header}`)).toBe(true);
      expect(text.split('\r\n').length).toBeGreaterThan(2);
      await context.close();
    });
  }
});
