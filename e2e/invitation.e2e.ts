import crypto from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, apiAsPage, launch, mailText, mailTo, newPage, signIn } from './support';

/*
 * Accepting an invitation on a phone (issue 33): a first try the server refuses shows its error
 * toast; the try that works opens the success dialog with no old error toast left over it.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the invitation on a phone', () => {
  it('a refused password, then one that works: the success dialog shows with no error toast over it', async () => {
    const suffix = crypto.randomBytes(4).toString('hex');
    const email = `invitee.${suffix}@dripp.example`;
    const admin = await newPage(browser, PHONE);
    await signIn(admin.page, 'admin');
    await apiAsPage(admin.context, 'POST', '/users', {
      username: `invitee${suffix}`,
      first_name: 'Ivy',
      last_name: 'Invitee',
      email,
      phone: '(503) 555-0188',
      pin: null,
      store_id: null,
      role_id: null,
    });
    await admin.context.close();
    const link = /https?:\/\/[^\s"<>]+\/user-invite\/[A-Za-z0-9_-]+/.exec(mailText(await mailTo(email)))?.[0];
    expect(link).toBeTruthy();

    const { context, page } = await newPage(browser, PHONE);
    await page.goto(link!);
    const errors = page.locator('.mantine-Notification-root').filter({ hasText: 'Error' });
    // The demo's published password is refused (422): its message comes as an error toast.
    await page.getByLabel(/^Password/).fill('dripp-demo');
    await page.getByLabel(/confirm/i).fill('dripp-demo');
    await page.getByRole('button', { name: 'Create Password' }).click();
    await errors.first().waitFor();
    const refusedAt = Date.now();

    const password = `Counter-${suffix}-Roast-Latte`;
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/confirm/i).fill(password);
    await page.getByRole('button', { name: 'Create Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create password' });
    await dialog.getByText('You have successfully created a password. Please continue to login.').waitFor();
    // The toast would stay 6 s: it is gone well before, as soon as the dialog opens.
    await expect.poll(() => errors.count(), { timeout: 2_000 }).toBe(0);
    expect(Date.now() - refusedAt).toBeLessThan(6_000);
    // Nothing lies over the dialog's button: a tap there reaches it.
    const login = dialog.getByRole('button', { name: 'Login' });
    const box = (await login.boundingBox())!;
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(onTop).toBe('Login');
    await context.close();
  });
});
