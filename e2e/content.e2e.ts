import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  expectNoPageOverflow,
  launch,
  newPage,
  screenshot,
  seriousViolationsOn,
  signIn,
  toast,
  writesDuring,
} from './support';
import { png } from './png';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The start of an MP4 (its `ftyp` box): enough for the server to recognise the type from the bytes. */
function tinyMp4(): Buffer {
  return Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypmp42\0\0\0\0mp42isom')]);
}

async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(200);
  await screenshot(page, name);
}

/** Replaces a rich-text editor's content with `text` typed as a user would. */
async function typeRich(page: Page, editor: Locator, text: string): Promise<void> {
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type(text);
}

async function upload(scope: Locator | Page, name: string, buffer: Buffer, mimeType: string): Promise<void> {
  await scope.locator('input[type=file]').setInputFiles({ name, mimeType, buffer });
}

const suffix = Date.now().toString(36);

describe('content for every store', () => {
  const announcement = `Milk delivery moves to Tuesdays ${suffix}`;
  const cardTitle = `Maple Oat Week ${suffix}`;
  const promoTitle = `Maple Oat Latte launch ${suffix}`;

  it('admin edits the announcement and the promotion with an image and a video', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, 'admin');

    await page.goto('/admin/dashboard');
    const announcementBox = page.getByRole('textbox', { name: 'Important announcement' });
    await announcementBox.waitFor();
    await typeRich(page, announcementBox, announcement);
    await page.getByRole('textbox', { name: 'Title' }).fill(cardTitle);
    await page.getByRole('textbox', { name: 'Description' }).fill('Every store, Monday to Sunday.');
    await upload(page, 'maple-card.png', png(64, 40, [201, 138, 75]), 'image/png');
    await page.getByText('maple-card.png').waitFor();
    await page.getByRole('button', { name: 'Update' }).click();
    await toast(page, 'Successfully updated Dashboard');
    await page.getByRole('list', { name: 'Current image' }).getByRole('img', { name: 'maple-card.png' }).waitFor();
    await shot(page, 'content-dashboard-editor-desktop');

    await page.goto('/admin/promotion');
    const title = page.getByRole('textbox', { name: 'Title' });
    await title.waitFor();
    await title.fill(promoTitle);
    await typeRich(page, page.getByRole('textbox', { name: 'Description' }), `Oat milk and maple syrup ${suffix}`);
    await upload(page, 'maple-latte.png', png(80, 60, [120, 72, 40]), 'image/png');
    await page.getByText('maple-latte.png').waitFor();
    await page.getByRole('button', { name: 'Update' }).click();
    await toast(page, 'Successfully updated Promotion');
    const media = page.getByRole('list', { name: 'Current media' });
    await media.getByRole('img', { name: 'maple-latte.png' }).waitFor();

    await upload(page, 'maple-pour.mp4', tinyMp4(), 'video/mp4');
    await page.getByText('maple-pour.mp4').first().waitFor();
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByRole('button', { name: 'Delete maple-pour.mp4' }).waitFor({ timeout: 15_000 });
    expect(await media.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    await shot(page, 'content-promotion-editor-desktop');
    await context.close();
  });

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`barista1 sees the announcement and the promotion on Home and on /promotion (${label})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await signIn(page, 'barista1');
      const announcementCard = page.getByRole('region', { name: 'Important announcement' });
      await announcementCard.getByText(announcement).waitFor();
      const promoCard = page.getByRole('region', { name: cardTitle });
      await promoCard.getByText('Every store, Monday to Sunday.').waitFor();
      const cardImage = promoCard.getByRole('img', { name: cardTitle });
      await cardImage.waitFor();
      await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
      expect(await cardImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
      await expectNoPageOverflow(page);
      await shot(page, `content-home-${label}`);

      await promoCard.getByRole('link', { name: 'Details' }).click();
      await page.waitForURL('**/promotion');
      await page.getByRole('heading', { name: promoTitle }).waitFor();
      await page.getByText(`Oat milk and maple syrup ${suffix}`).waitFor();
      const image = page.getByRole('img', { name: new RegExp(`^${promoTitle}: maple latte`) });
      await image.waitFor();
      const video = page.locator('video');
      expect(await video.count()).toBe(1);
      // Images come before videos.
      const imageFirst = await page.evaluate(() => {
        const img = document.querySelector('main img');
        const vid = document.querySelector('main video');
        return !!img && !!vid && !!(img.compareDocumentPosition(vid) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
      expect(imageFirst).toBe(true);
      await expectNoPageOverflow(page);
      await shot(page, `content-promotion-${label}`);
      await context.close();
    });
  }

  it('admin adds a schematic and moves it up by keyboard; barista1 sees the new order', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, 'admin');
    const name = `Walk-in cooler shelves ${suffix}`;
    await page.goto('/admin/schematics');
    const list = page.getByRole('list', { name: 'Schematics' });
    await list.getByRole('listitem').first().waitFor();
    // A blank name is ignored.
    const before = await list.getByRole('listitem').count();
    await page.getByRole('textbox', { name: 'New schematic' }).fill('   ');
    expect(await writesDuring(page, () => page.getByRole('button', { name: 'Save' }).click())).toEqual([]);
    expect(await list.getByRole('listitem').count()).toBe(before);

    await page.getByRole('textbox', { name: 'New schematic' }).fill(name);
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Successfully saved new Schematic');
    await list.getByText(name).waitFor();
    const texts = async () => list.getByRole('listitem').allInnerTexts();
    const count = (await texts()).length;
    expect((await texts())[count - 1]).toContain(name);
    const previousLast = (await texts())[count - 2]!.replace(/^\s*\d+\.\s*/, '').trim();

    const handle = list.getByRole('button', { name: `Move schematic ${count}: ${name}` });
    await handle.focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(250);
    await page.keyboard.press('ArrowUp');
    await page.waitForTimeout(250);
    await page.keyboard.press('Space');
    await toast(page, 'Successfully changed order of Schematics');
    expect((await texts())[count - 2]).toContain(name);
    await shot(page, 'content-schematics-admin-desktop');

    // The edit page: name, media upload, Save reloads in place.
    await list.getByRole('link', { name: `Edit ${name}` }).click();
    await page.waitForURL('**/admin/schematics/*');
    await page.getByRole('heading', { name: 'Edit Schematic' }).waitFor();
    await upload(page, 'cooler.png', png(48, 48, [40, 90, 120]), 'image/png');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Successfully updated Schematic');
    await page.getByRole('img', { name: 'cooler.png' }).waitFor();
    expect(page.url()).toMatch(/\/admin\/schematics\/\d+$/);
    await shot(page, 'content-schematic-edit-desktop');
    await context.close();

    for (const [label, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const barista = await newPage(browser, viewport);
      await signIn(barista.page, 'barista1');
      await barista.page.goto('/schematics');
      const headings = barista.page.getByRole('heading', { level: 2 });
      await barista.page.getByRole('heading', { name }).waitFor();
      const names = await headings.allInnerTexts();
      expect(names.indexOf(name)).toBe(names.indexOf(previousLast) - 1);
      await barista.page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
      await expectNoPageOverflow(barista.page);
      await shot(barista.page, `content-schematics-${label}`);
      await barista.context.close();
    }
  });

  it('admin adds a global and a store-2 recipe; barista1 at store 1 finds the first by searching at 390 px, never the second', async () => {
    const globalName = `Oat Cortado ${suffix}`;
    const storeName = `Hawthorne Oat Flat White ${suffix}`;
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, 'admin');
    await page.goto('/admin/recipes');
    const store = page.getByRole('combobox', { name: 'Store', exact: true });
    await store.waitFor();
    expect(await store.inputValue()).toBe('Global');
    await page.getByRole('list', { name: 'Espresso Bar recipes' }).waitFor();

    await page.getByRole('textbox', { name: 'Name' }).fill(globalName);
    await typeRich(page, page.getByRole('textbox', { name: 'Recipe' }), 'Double shot, 2 oz oat milk at 130 F.');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Successfully saved new Recipe');
    await page.getByRole('list', { name: 'Espresso Bar recipes' }).getByText(globalName).waitFor();
    await shot(page, 'content-recipes-admin-desktop');

    await store.click();
    await page.getByRole('option', { name: '102 – Hawthorne' }).click();
    await page.getByText('Oat Milk Latte (Hawthorne house oat milk)').waitFor();
    await page.getByRole('textbox', { name: 'Name' }).fill(storeName);
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Successfully saved new Recipe');
    const storeList = page.getByRole('list', { name: 'Espresso Bar recipes' });
    await storeList.getByText(storeName).waitFor();
    expect(await storeList.getByText(globalName).count()).toBe(0);

    // The edit page opens with its name, category and text.
    await storeList.getByRole('link', { name: `Edit ${storeName}` }).click();
    await page.waitForURL('**/admin/recipes/*');
    await page.getByRole('heading', { name: 'Edit Recipe' }).waitFor();
    await page.getByText('Store recipe').waitFor();
    expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(storeName);
    await shot(page, 'content-recipe-edit-desktop');
    await context.close();

    const barista = await newPage(browser, PHONE);
    await signIn(barista.page, 'barista1');
    await barista.page.goto('/recipes/espresso-bar');
    await barista.page.getByRole('button', { name: 'Caffè Latte' }).waitFor();
    await barista.page.getByRole('searchbox', { name: 'Search recipes' }).fill('oat');
    const mine = barista.page.getByRole('button', { name: globalName });
    await mine.waitFor();
    expect(await barista.page.getByRole('button', { name: 'Caffè Latte' }).count()).toBe(0);
    expect(await barista.page.getByText(storeName).count()).toBe(0);
    await mine.click();
    await barista.page.getByText('Double shot, 2 oz oat milk at 130 F.').waitFor();
    await expectNoPageOverflow(barista.page);
    await shot(barista.page, 'content-recipes-search-phone');

    // Store 2's recipes are refused to barista1 outright.
    const refused = await barista.page.evaluate(async () => {
      const token = document.cookie.match(/(?:^|; )token=([^;]+)/)?.[1];
      const stores = await fetch('/api/stores-managers', { headers: { Authorization: `Bearer ${token}` } });
      const list = (await stores.json()).data as { store: { id: number; number: string } }[];
      const hawthorne = list.find((s) => s.store.number === '102');
      if (!hawthorne) return 'not listed';
      const res = await fetch(`/api/recipes/espresso-bar?store_id=${hawthorne.store.id}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return res.status;
    });
    expect([403, 'not listed']).toContain(refused);

    await barista.page.getByRole('searchbox', { name: 'Search recipes' }).fill('no such drink at all');
    await barista.page.getByText('No Recipes found').waitFor();

    await barista.page.goto('/drink-recipes');
    await barista.page.getByPlaceholder('Select Recipe').click();
    await barista.page.getByRole('option', { name: globalName }).click();
    await barista.page.getByRole('heading', { name: globalName }).waitFor();
    await shot(barista.page, 'content-drink-recipes-phone');
    await barista.page.goto('/batch-recipes');
    await barista.page.getByRole('heading', { name: 'Cold Brew Concentrate' }).waitFor();
    await barista.page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
    await expectNoPageOverflow(barista.page);
    await shot(barista.page, 'content-batch-recipes-phone');
    await barista.context.close();
  });
  it('the editors and the recipes landing fit a 390 px phone', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'admin');
    const screens: [string, string, () => Promise<void>][] = [
      [
        '/admin/dashboard',
        'dashboard-editor',
        () => page.getByRole('textbox', { name: 'Important announcement' }).waitFor(),
      ],
      ['/admin/promotion', 'promotion-editor', () => page.getByRole('list', { name: 'Current media' }).waitFor()],
      ['/admin/schematics', 'schematics-admin', () => page.getByRole('list', { name: 'Schematics' }).waitFor()],
      ['/admin/recipes', 'recipes-admin', () => page.getByRole('list', { name: 'Espresso Bar recipes' }).waitFor()],
      ['/recipes', 'recipes-landing', () => page.getByRole('heading', { name: 'RECIPES' }).waitFor()],
    ];
    for (const [path, name, ready] of screens) {
      await page.goto(path);
      await ready();
      await expectNoPageOverflow(page);
      await shot(page, `content-${name}-phone`);
    }
    await page.goto('/recipes/espresso-bar');
    await page.getByRole('button', { name: 'Caffè Latte' }).click();
    await page.getByRole('img', { name: /^Caffè Latte: latte/ }).waitFor();
    await page.getByRole('button', { name: 'Expand' }).click();
    await page.getByRole('dialog', { name: 'Caffè Latte' }).waitFor();
    await shot(page, 'content-recipe-expanded-phone');
    await context.close();
  });
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`has no serious axe violations on the content screens (${label})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await signIn(page, 'admin');
      const found = await seriousViolationsOn(page, [
        '/',
        '/promotion',
        '/schematics',
        '/recipes',
        '/recipes/espresso-bar',
        '/batch-recipes',
        '/drink-recipes',
        '/admin/dashboard',
        '/admin/promotion',
        '/admin/schematics',
        '/admin/recipes',
      ]);
      expect(found).toEqual({});
      await context.close();
    });
  }
});
