import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DigestSettings } from '../packages/contract/src/digest';
import { PHONE, apiAsPage, expectNoPageOverflow, launch, networkQuiet, newPage, signIn, toast } from './support';

/*
 * The "Morning digest" card of one's own profile at 390 px: what is switched and saved there is
 * what the server holds after a reload (the digest job reads the same record: the API tests of
 * features/digest prove it sends, or not, by it), and a time that is not one is never sent.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const SWITCH = 'Send me the morning digest';

/** Puts the person's digest settings back as they were read before the test. */
async function putBack(context: BrowserContext, before: DigestSettings): Promise<void> {
  const { enabled, send_at, time_zone } = before;
  await apiAsPage(context, 'PUT', '/digest', { enabled, send_at, time_zone });
}

describe('the morning digest card on a phone', () => {
  it('saves the switch, the time and the zone, which read back the same after a reload', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'ops');
    const before = await apiAsPage<DigestSettings>(context, 'GET', '/digest');
    const zone = before.time_zone === 'America/Chicago' ? 'America/Denver' : 'America/Chicago';
    try {
      await page.goto('/profile/ops');
      const card = page.getByRole('region', { name: 'Morning digest' });
      const toggle = card.getByRole('switch', { name: SWITCH });
      const time = card.getByRole('textbox', { name: 'Time', exact: true });
      const zoneBox = card.getByRole('combobox', { name: 'Time zone', exact: true });
      await toggle.waitFor();
      expect(await toggle.isChecked()).toBe(before.enabled);
      expect(await time.inputValue()).toBe(before.send_at);

      await toggle.click();
      await time.fill('06:45');
      await zoneBox.fill(zone.split('/')[1]!);
      await page.getByRole('option', { name: zone, exact: true }).click();
      await expectNoPageOverflow(page);
      await card.getByRole('button', { name: 'Save digest' }).click();
      await toast(page, 'Morning digest saved');

      await page.reload();
      await toggle.waitFor();
      expect(await toggle.isChecked()).toBe(!before.enabled);
      expect(await time.inputValue()).toBe('06:45');
      expect(await zoneBox.inputValue()).toBe(zone);
      const saved = await apiAsPage<DigestSettings>(context, 'GET', '/digest');
      expect(saved).toEqual({ ...before, enabled: !before.enabled, send_at: '06:45', time_zone: zone });

      // A time that is not one is flagged beside the field; Save stays off and the record as it was.
      await time.fill('25:00');
      await time.blur();
      await card.getByText('Time: type a time such as 2:30 PM or 14:30').waitFor();
      expect(await card.getByRole('button', { name: 'Save digest' }).isDisabled()).toBe(true);
      expect(await apiAsPage<DigestSettings>(context, 'GET', '/digest')).toEqual(saved);
    } finally {
      await putBack(context, before);
      await context.close();
    }
  });

  it('keeps the zone list open while the saved settings load again, and one click picks the zone', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'ops');
    const before = await apiAsPage<DigestSettings>(context, 'GET', '/digest');
    const zone = before.time_zone === 'America/Chicago' ? 'America/Denver' : 'America/Chicago';
    try {
      // The settings' load after the save is held until the person has opened the zone list.
      let holding = false;
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/digest', async (route) => {
        if (holding && route.request().method() === 'GET') await held;
        await route.continue();
      });
      await page.goto('/profile/ops');
      const card = page.getByRole('region', { name: 'Morning digest' });
      const time = card.getByRole('textbox', { name: 'Time', exact: true });
      const zoneBox = card.getByRole('combobox', { name: 'Time zone', exact: true });
      await time.waitFor();
      await time.fill('06:55');
      holding = true;
      const reloading = page.waitForRequest((r) => r.method() === 'GET' && new URL(r.url()).pathname === '/api/digest');
      await card.getByRole('button', { name: 'Save digest' }).click();
      await reloading;
      await zoneBox.fill(zone.split('/')[1]!);
      const option = page.getByRole('option', { name: zone, exact: true });
      await option.waitFor();

      release();
      await toast(page, 'Morning digest saved');
      await networkQuiet(page);
      expect(await zoneBox.getAttribute('aria-expanded')).toBe('true');
      await option.click();
      await card.getByRole('button', { name: 'Save digest' }).click();
      await expect
        .poll(() => apiAsPage<DigestSettings>(context, 'GET', '/digest'))
        .toEqual({
          ...before,
          send_at: '06:55',
          time_zone: zone,
        });
      await page.reload();
      await time.waitFor();
      expect(await time.inputValue()).toBe('06:55');
      expect(await zoneBox.inputValue()).toBe(zone);
    } finally {
      await putBack(context, before);
      await context.close();
    }
  });

  it('is not offered to someone who oversees no store', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'barista1');
    await page.goto('/profile/barista1');
    // The page has loaded the person's roles, which decide the card.
    await page.getByRole('list', { name: 'Roles' }).waitFor();
    expect(await page.getByRole('region', { name: 'Morning digest' }).count()).toBe(0);
    expect((await apiAsPage<DigestSettings>(context, 'GET', '/digest')).may_enable).toBe(false);
    await context.close();
  });
});
