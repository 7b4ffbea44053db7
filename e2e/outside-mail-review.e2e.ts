import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simplePdf } from '../apps/server/src/seed/pdf';
import {
  PHONE,
  apiAsPage,
  daysAgo,
  launch,
  mailText,
  mailTo,
  mailsTo,
  networkQuiet,
  newPage,
  screenshot,
  signIn,
} from './support';

/**
 * Issue 33 §8: a mail to someone outside the chain is shown before it leaves (where it goes, what
 * goes with it, what it says), and nothing reaches the SMTP peer until the review's confirm.
 * Back keeps everything typed.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

async function toast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/**
 * The portal answers a send once the peer has taken the mail: when the page has no request open
 * and is quiet, every mail it caused is in the peer's folder.
 */
const settle = (page: Page) => networkQuiet(page);

describe('the review before an outside mail, at 390 px', () => {
  it('a service ticket shows its provider and address, mails nothing until Send ticket, and Back keeps what was typed', async () => {
    const provider = { name: `Grinder Doctors ${unique}`, email: `grinders-${unique}@provider.example` };
    const day = daysAgo(2);
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'manager1');
    const entry = await apiAsPage<{ id: number }>(context, 'POST', '/address-book/1', {
      name: provider.name,
      email: provider.email,
      contact_name: 'Ada Burr',
    });
    // The day's ticket, saved with its provider (an earlier run may have left one).
    const fields = { urgency: 2, description: `<p>Burrs ${unique} grind unevenly.</p>`, request_by: 'Maria Alvarez' };
    const existing = await apiAsPage<{ id: number | null }>(context, 'GET', `/service-ticket/1/${day}`);
    if (existing.id == null)
      await apiAsPage(context, 'POST', `/service-ticket/1/${day}`, { ...fields, address_book_id: entry.id });
    else
      await apiAsPage(context, 'PUT', `/service-ticket/${existing.id}`, {
        ...fields,
        address_book_id: entry.id,
        action: 'save',
      });

    await page.goto(`/management/service-ticket/1/${day}`);
    const requestBy = page.getByRole('textbox', { name: 'Request By (Name)' });
    await expect.poll(() => requestBy.inputValue()).toBe('Maria Alvarez');
    await requestBy.fill(`Jo Typed ${unique}`);
    await page.getByRole('button', { name: /^Submit/ }).click();

    const review = page.getByRole('dialog', { name: 'Send this service ticket?' });
    await review.waitFor();
    const mailedTo = await review.locator('[data-review="mailed-to"]').innerText();
    expect(mailedTo).toContain(`${provider.name} <${provider.email}>`);
    expect(await review.locator('[data-review="copy"]').innerText()).toContain('store101@dripp.example');
    expect(await review.locator('[data-review="subject"]').innerText()).toContain('CRITICAL: Service request from');
    const message = await review.locator('[data-review="message"]').innerText();
    expect(message).toContain(`Service request for ${provider.name}`);
    expect(message).toContain(`Burrs ${unique} grind unevenly.`);
    // The review shows the name as typed, not yet saved.
    expect(message).toContain(`Requested by: Jo Typed ${unique}`);
    expect(await review.locator('[data-review="files"]').innerText()).toContain('Nothing is attached or linked');
    await screenshot(page, 'outside-mail-review-service-ticket-phone');
    await settle(page);
    expect(mailsTo(provider.email)).toHaveLength(0);

    await review.getByRole('button', { name: 'Back to the ticket' }).click();
    await review.waitFor({ state: 'hidden' });
    expect(await requestBy.inputValue()).toBe(`Jo Typed ${unique}`);
    await settle(page);
    expect(mailsTo(provider.email)).toHaveLength(0);

    await page.getByRole('button', { name: /^Submit/ }).click();
    await review.getByRole('button', { name: 'Send ticket' }).click();
    await toast(page, 'Successfully submitted Service Ticket');
    const mail = mailText(await mailTo(provider.email));
    expect(mail).toContain(`Requested by: Jo Typed ${unique}`);
    expect(mail).toMatch(/^Cc:.*store101@dripp\.example/m);
    await settle(page);
    expect(mailsTo(provider.email)).toHaveLength(1);
    await context.close();
  });

  it('HR documents show the addresses, the attached files and the message, mail nothing until Send documents, and Back keeps the choices', async () => {
    const title = `Onboarding Checklist ${unique}`;
    const admin = await newPage(browser, PHONE);
    await signIn(admin.page, 'admin');
    const pdf = simplePdf(title, ['Bring two forms of ID.']);
    await apiAsPage(admin.context, 'POST', '/documents', {
      title,
      file: `data:application/pdf;base64,${pdf.toString('base64')}`,
      filename: 'onboarding.pdf',
    });
    await admin.context.close();

    const hire = `hire-${unique}@example.test`;
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'manager1');
    await page.goto('/management/hr-documents');
    const box = page.getByRole('checkbox', { name: `Send ${title}` });
    await box.check();
    await page.getByRole('textbox', { name: 'Email' }).fill(hire);
    await page.getByRole('button', { name: 'Add Email' }).click();
    await page.getByRole('button', { name: 'Send', exact: true }).click();

    const review = page.getByRole('dialog', { name: 'Send these documents?' });
    await review.waitFor();
    expect(await review.locator('[data-review="mailed-to"]').innerText()).toContain(hire);
    expect(await review.locator('[data-review="subject"]').innerText()).toContain(`Dripp document: ${title}`);
    expect(await review.locator('[data-review="files"]').innerText()).toMatch(
      /onboarding\.pdf \(attached, [\d.]+ KB\)/,
    );
    expect(await review.locator('[data-review="message"]').innerText()).toContain(`- ${title}`);
    await screenshot(page, 'outside-mail-review-hr-documents-phone');
    await settle(page);
    expect(mailsTo(hire)).toHaveLength(0);

    await review.getByRole('button', { name: 'Back to the documents' }).click();
    await review.waitFor({ state: 'hidden' });
    expect(await box.isChecked()).toBe(true);
    // The address is still among the recipients.
    await page.getByText(hire, { exact: true }).waitFor({ timeout: 5_000 });
    await settle(page);
    expect(mailsTo(hire)).toHaveLength(0);

    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await review.getByRole('button', { name: 'Send documents' }).click();
    await toast(page, 'Successfully sent documents');
    const mail = await mailTo(hire);
    expect(mail).toMatch(/Content-Disposition: attachment; filename=onboarding\.pdf/);
    await settle(page);
    expect(mailsTo(hire)).toHaveLength(1);
    await context.close();
  });
});
