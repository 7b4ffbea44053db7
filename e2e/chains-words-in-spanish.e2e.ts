import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, apiAsPage, daysAgo, expectNoPageOverflow, launch, newPage, shot, signIn, toast } from './support';

/**
 * Decision 275: a checklist task's Spanish shows to a Spanish-speaking barista, a task without one
 * shows its English marked "English only", and a change of the English flags the Spanish as maybe
 * out of date, on the edit form and on the daily checklist, until the Spanish is confirmed.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Stores `language` on the signed-in person, as their profile's language setting does. */
async function setLanguage(context: BrowserContext, language: 'en' | 'es'): Promise<void> {
  await apiAsPage(context, 'PUT', '/users/me/language', { language });
}

/**
 * A context that reads the portal in Spanish: the device remembers Spanish, as signing in with the
 * form leaves it for a person whose setting is Spanish (the test signs in without the form).
 */
async function spanishPage(): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, PHONE);
  await opened.context.addInitScript(() => {
    try {
      localStorage.setItem('dripp-language', 'es');
    } catch {
      // about:blank has no storage; the portal's pages do.
    }
  });
  return opened;
}

describe("the chain's own words in Spanish", () => {
  const suffix = Date.now().toString(36);
  const english = `Wipe the pastry case ${suffix}`;
  const spanish = `Limpia la vitrina de pan ${suffix}`;
  const englishOnly = `Stack the patio chairs ${suffix}`;

  it('shows a task in Spanish, marks one without Spanish, and flags a Spanish whose English changed', async () => {
    const manager = await newPage(browser, PHONE);
    await signIn(manager.page, 'manager1');
    const withSpanish = await apiAsPage<{ id: number }>(manager.context, 'POST', '/checklists/1/close', {
      task: english,
      task_es: spanish,
    });
    const withoutSpanish = await apiAsPage<{ id: number }>(manager.context, 'POST', '/checklists/1/close', {
      task: englishOnly,
    });

    const barista = await spanishPage();
    await signIn(barista.page, 'barista1');
    await setLanguage(barista.context, 'es');
    try {
      const day = `/check-lists/daily-check/1/${daysAgo(0)}`;
      await barista.page.goto(day);
      const spanishRow = barista.page.getByText(spanish, { exact: true });
      await spanishRow.waitFor();
      expect(await barista.page.getByText(english, { exact: true }).count()).toBe(0);
      const markedRow = barista.page.getByText(englishOnly, { exact: true });
      await markedRow.waitFor();
      const englishOnlyMark = markedRow.locator('xpath=..').getByText('Solo en inglés');
      expect(await englishOnlyMark.count()).toBe(1);
      expect(await markedRow.getAttribute('lang')).toBe('en');
      await markedRow.scrollIntoViewIfNeeded();
      await expectNoPageOverflow(barista.page);
      await shot(barista.page, 'chains-words-checklist-es-phone');

      // The manager changes the English alone: the form flags the Spanish.
      await manager.page.goto(`/management/checklists/${withSpanish.id}/close`);
      const taskField = manager.page.getByRole('textbox', { name: /^Task/ });
      await taskField.waitFor();
      expect(await manager.page.getByRole('textbox', { name: 'Spanish' }).inputValue()).toBe(spanish);
      await taskField.fill(`${english} and the glass`);
      await manager.page.getByRole('button', { name: 'Save' }).click();
      await toast(manager.page, 'Successfully updated task');
      await manager.page.waitForURL('**/management/checklists');
      await manager.page.goto(`/management/checklists/${withSpanish.id}/close`);
      await manager.page.getByText('May be out of date', { exact: true }).waitFor();
      await expectNoPageOverflow(manager.page);
      await shot(manager.page, 'chains-words-task-form-flagged-phone');

      // The barista reads the Spanish, marked as maybe out of date.
      await barista.page.reload();
      await spanishRow.waitFor();
      await spanishRow.locator('xpath=..').getByText('Puede estar desactualizado').waitFor();
      await shot(barista.page, 'chains-words-checklist-es-flagged-phone');

      // The manager confirms the Spanish unchanged: the flag goes on both.
      await manager.page.getByRole('checkbox', { name: 'The Spanish still says the same' }).check();
      await manager.page.getByRole('button', { name: 'Save' }).click();
      await toast(manager.page, 'Successfully updated task');
      await manager.page.waitForURL('**/management/checklists');
      const saved = await apiAsPage<{ task_es_out_of_date: boolean }>(
        manager.context,
        'GET',
        `/checklists/${withSpanish.id}`,
      );
      expect(saved.task_es_out_of_date).toBe(false);
      await barista.page.reload();
      await spanishRow.waitFor();
      expect(await spanishRow.locator('xpath=..').getByText('Puede estar desactualizado').count()).toBe(0);
    } finally {
      await setLanguage(barista.context, 'en');
      await barista.context.close();
      for (const task of [withSpanish, withoutSpanish]) {
        await apiAsPage(manager.context, 'DELETE', `/checklists/${task.id}`);
      }
      await manager.context.close();
    }
  });
});
