import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PHONE,
  choose,
  expectNoPageOverflow,
  launch,
  newPage,
  seriousViolations,
  shot,
  signIn,
  toast,
} from './support';
import { png } from './png';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const FAILED_ITEM = 'Milk fridge at 41°F or below';
let actionPath = '';

describe('corrective actions on a phone', () => {
  it('a failed item raises an action; the manager closes it with a photo', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'manager1');
    await page.goto('/retail-score-sheets/create');
    // manager1 has one store, already chosen. Submitting early opens every category still to score.
    await choose(page, 'Manager Name', 'Maria Alvarez');
    await page.getByRole('button', { name: 'Submit' }).click();
    // The demo's food safety rule: anything below full marks raises an action that needs a photo.
    await page.getByRole('radio', { name: `${FAILED_ITEM}: 2` }).check();
    while ((await page.locator('[data-unscored]').count()) > 0) {
      await page.locator('[data-unscored]').first().locator('input[type=radio]:not([value="na"])').last().check();
    }
    await page.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Successfully saved new Retail Score Sheet');
    await page.waitForURL('**/retail-score-sheets');
    // The newest sheet comes first; its view lists the action it raised.
    await page
      .getByRole('link', { name: /^View retail score \d+$/ })
      .first()
      .click();
    await page.waitForURL(/\/retail-score-sheets\/\d+\/?$/);
    const section = page.getByRole('region', { name: 'Corrective actions' });
    await section.getByRole('link', { name: new RegExp(FAILED_ITEM) }).click();
    await page.waitForURL(/\/management\/actions\/\d+$/);
    actionPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: FAILED_ITEM }).waitFor();
    await expectNoPageOverflow(page);
    await shot(page, 'action-open-phone');

    // Closing without the photo its rule asks for is refused beside the field.
    await page.getByRole('button', { name: 'Mark done' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark the action done' });
    await dialog.getByLabel('Note').fill('Thermostat turned down; reads 38°F an hour later.');
    await dialog.getByRole('button', { name: 'Mark done' }).click();
    await dialog.getByText('Add a photo of the fix').waitFor();
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'fridge.png', mimeType: 'image/png', buffer: png(16, 16, [200, 220, 240]) });
    await dialog.getByText('fridge.png').waitFor();
    await dialog.getByRole('button', { name: 'Mark done' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Done', { exact: true }).first().waitFor();
    await page.locator('img[src*="/api/media/"]').first().waitFor();
    // The person who closed it cannot verify it.
    expect(await page.getByRole('button', { name: 'Verify' }).count()).toBe(0);
    await shot(page, 'action-done-phone');
    await context.close();
  });

  it('someone else verifies it, and the history names who did what', async () => {
    expect(actionPath).not.toBe('');
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'ops');
    await page.goto(actionPath);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Verified', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Verify' }).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByText('Verified', { exact: true }).first().waitFor();
    expect(await page.getByText('Maria Alvarez').count()).toBeGreaterThan(0);
    await expectNoPageOverflow(page);
    expect(await seriousViolations(page, '.mantine-Notifications-root')).toEqual([]);
    await shot(page, 'action-verified-phone');

    // The chain list finds it among the verified ones.
    await page.goto('/management/actions');
    await page.getByRole('heading', { name: 'Actions' }).first().waitFor();
    await expectNoPageOverflow(page);
    await shot(page, 'actions-chain-phone');
    await context.close();
  });
});
