import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, apiAsPage, launch, loadingDone, newPage, shot, signIn, signInWithForm, toast } from './support';

/**
 * A person's language is stored on them (decision 273): chosen on their profile at 390 px, the
 * portal speaks it at once, a reload keeps it, and a sign-in on another browser brings it back.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const USERNAME = 'franchisee';

interface ProfileUser {
  language: string;
}

/** The menu, opened from its button on a phone. */
async function openMenu(page: Page, button: string, menu: string) {
  await page.getByRole('button', { name: button }).click();
  const nav = page.getByRole('navigation', { name: menu });
  await nav.waitFor();
  return nav;
}

describe('a person’s language (phone)', () => {
  it('switches the portal to Spanish at once, keeps it after a reload and brings it back at sign-in', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, USERNAME);
    const { user } = await apiAsPage<{ user: ProfileUser }>(context, 'GET', `/profile/${USERNAME}`);
    try {
      expect(user.language).toBe('en');
      await page.goto(`/profile/${USERNAME}`);
      await loadingDone(page);
      await page.getByRole('heading', { name: 'Language' }).waitFor();
      await page.getByRole('radio', { name: 'Español' }).click();

      // At once, without a reload: the page, its title and the menu.
      await toast(page, 'Idioma guardado');
      await page.getByRole('heading', { name: 'Idioma' }).waitFor();
      await page.getByRole('heading', { name: 'Tiendas' }).waitFor();
      expect(await page.getByRole('radio', { name: 'Español' }).isChecked()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
      const menu = await openMenu(page, 'Abrir la navegación', 'Menú principal');
      await menu.getByText('Recetas', { exact: true }).first().waitFor();
      await shot(page, 'profile-language-spanish-phone');
      const saved = await apiAsPage<{ user: ProfileUser }>(context, 'GET', `/profile/${USERNAME}`);
      expect(saved.user.language).toBe('es');

      await page.reload();
      await loadingDone(page);
      await page.getByRole('heading', { name: 'Idioma' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

      // Another browser, nothing on the device: the login page is in English, the server says Spanish.
      const fresh = await newPage(browser, PHONE);
      await signInWithForm(fresh.page, USERNAME);
      expect(await fresh.page.evaluate(() => document.documentElement.lang)).toBe('es');
      await openMenu(fresh.page, 'Abrir la navegación', 'Menú principal');
      await fresh.page.goto(`/profile/${USERNAME}`);
      await loadingDone(fresh.page);
      await fresh.page.getByRole('heading', { name: 'Idioma' }).waitFor();
      await fresh.context.close();
    } finally {
      await apiAsPage(context, 'PUT', '/users/me/language', { language: 'en' });
      await context.close();
    }
  });
});
