import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simplePdf } from '../apps/server/src/seed/pdf';
import {
  DESKTOP,
  PHONE,
  daysAgo,
  demoToday,
  launch,
  mailText,
  mailTo,
  mailsTo,
  networkQuiet,
  newPage,
  screenshot,
  seriousViolationsOn,
  signIn,
} from './support';
import { png } from './png';

let browser: Browser;
beforeAll(async () => {
  browser = await launch([], { viewsPdf: true });
});
afterAll(async () => {
  await browser?.close();
});

const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const provider = {
  name: `Steam Wand Rescue ${unique}`,
  email: `tech-${unique}@provider.example`,
  contact: 'Rita Vance',
};
const docTitle = `Barista Training Guide ${unique}`;
const keyHolder = { first: 'Jordan', last: `Keyholder${unique}` };

async function toast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/** Today as the date pickers name their day buttons ("23 November 2026"). */
function todayLabel(): string {
  return `${demoToday({ day: 'numeric' })} ${demoToday({ month: 'long' })} ${demoToday({ year: 'numeric' })}`;
}

function isoToday(): string {
  return daysAgo(0);
}

describe('management tools', () => {
  it('manager1 adds a provider, files a ticket with a photo, submits it, and the mail arrives', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, 'manager1');
    await page.goto('/management/address-book');
    await page.getByRole('table', { name: 'Address Book' }).waitFor();
    await page.getByRole('link', { name: 'Add New' }).click();
    await page.waitForURL('**/management/address-book/new');
    await page.getByRole('checkbox', { name: 'Espresso Machine Repair' }).check();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(provider.name);
    await page.getByRole('textbox', { name: 'Email' }).fill(provider.email);
    await page.getByRole('textbox', { name: 'Contact Name' }).fill(provider.contact);
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('(503) 555-0199');
    await screenshot(page, 'management-address-book-edit-desktop');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Successfully saved address');
    await page.waitForURL((url) => url.pathname === '/management/address-book');
    await page.getByRole('link', { name: provider.name }).first().waitFor();
    await screenshot(page, 'management-address-book-desktop');

    await page.goto(`/management/service-ticket/1/${isoToday()}`);
    const picker = page.getByRole('combobox', { name: 'Service provider' });
    await picker.click();
    await page.getByRole('option', { name: `${provider.name} (${provider.contact})` }).click();
    await page.getByRole('textbox', { name: 'Request By (Name)' }).fill('Maria Alvarez');
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type(`Group head ${unique} drips after every shot.`);
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'drip.png', mimeType: 'image/png', buffer: png(2, 2, [0x7e, 0x4e, 0x25]) });
    await page.getByText('drip.png').waitFor();
    expect(await page.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Successfully saved new Service Ticket');
    await page.getByRole('list', { name: 'Service ticket media' }).getByRole('listitem').first().waitFor();
    // Submit shows the mail first; a double tap on its confirm sends one mail, and the sending replaces the button.
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('button', { name: 'Send ticket' }).dblclick();
    await toast(page, 'Successfully submitted Service Ticket');
    await page.getByText(new RegExp(`^Sent to ${provider.email.replace(/[.]/g, '\\.')} on `)).waitFor();
    expect(await page.getByRole('button', { name: /^Submit/ }).count()).toBe(0);
    await screenshot(page, 'management-service-ticket-desktop');

    const mail = mailText(await mailTo(provider.email));
    // The portal answers a send once the peer has taken the mail: when the page is quiet, every
    // mail it caused is in the folder.
    await networkQuiet(page);
    expect(mailsTo(provider.email)).toHaveLength(1);
    expect(mail).toMatch(/^Cc:.*store101@dripp\.example/m);
    expect(mail).toContain(`Group head ${unique} drips after every shot.`);
    expect(mail).toContain('Urgency: Low Priority');
    expect(mail).toContain('Requested by: Maria Alvarez');
    expect(mail).toMatch(/\/api\/media\/[0-9a-f]{32}\/drip\.png/);
    await context.close();
  });

  it('admin uploads a PDF, and manager1 sends it to two addresses', async () => {
    const admin = await newPage(browser, DESKTOP);
    await signIn(admin.page, 'admin');
    await admin.page.goto('/admin/documents');
    await admin.page.getByRole('link', { name: 'Add Document' }).click();
    await admin.page.getByRole('textbox', { name: /^Title/ }).fill(docTitle);
    const pdf = simplePdf(docTitle, ['Dial in, steam, pour.']);
    await admin.page
      .locator('input[type=file]')
      .setInputFiles({ name: 'training-guide.pdf', mimeType: 'application/pdf', buffer: pdf });
    await admin.page.getByText('training-guide.pdf').waitFor();
    await admin.page.getByRole('button', { name: 'Save' }).click();
    await toast(admin.page, 'Successfully saved document');
    await admin.page.waitForURL((url) => url.pathname === '/admin/documents');
    await admin.page.getByRole('link', { name: docTitle }).first().waitFor();
    await screenshot(admin.page, 'management-admin-documents-desktop');
    // The download is an attachment with the uploaded bytes.
    const download = admin.page.waitForEvent('download');
    await admin.page.getByRole('button', { name: `Download ${docTitle}` }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('training-guide.pdf');
    await admin.context.close();

    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, 'manager1');
    await page.goto('/management/hr-documents');
    // View opens the file itself in a new tab, fetched through a fresh single-document link.
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: `View ${docTitle}` }).click();
    const viewer = await popup;
    await viewer.waitForURL((url) => url.protocol === 'blob:');
    await viewer.close();
    await page.getByRole('checkbox', { name: `Send ${docTitle}` }).check();
    const input = page.getByRole('textbox', { name: 'Email' });
    await input.fill('   ');
    await page.getByRole('button', { name: 'Add Email' }).click();
    expect(await page.getByRole('list', { name: 'Recipients' }).count()).toBe(0);
    await input.fill('not-an-address');
    await page.getByRole('button', { name: 'Add Email' }).click();
    await page.getByText('not-an-address is not a valid email address').waitFor();
    const first = `hire-${unique}@example.test`;
    const second = `guardian-${unique}@example.test`;
    await input.fill(first);
    await page.getByRole('button', { name: 'Add Email' }).click();
    await input.fill(second);
    await input.press('Enter');
    await screenshot(page, 'management-hr-documents-desktop');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('button', { name: 'Send documents' }).click();
    await toast(page, 'Successfully sent documents');
    for (const address of [first, second]) {
      const mail = await mailTo(address);
      expect(mail).toMatch(/Content-Disposition: attachment; filename=training-guide\.pdf/);
      expect(mail).toContain(Buffer.from(pdf).toString('base64').slice(0, 60));
    }
    await context.close();
  });

  it('a key is given, returned and removed', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, 'manager1');
    await page.goto('/management/key-release');
    await page.getByRole('heading', { name: 'Key Types Given' }).waitFor();
    const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Key Types Given' }) });
    await form.getByRole('checkbox', { name: 'Building', exact: true }).check();
    await form.getByRole('checkbox', { name: 'Office', exact: true }).check();
    await form.getByRole('textbox', { name: /^First Name/ }).fill(keyHolder.first);
    await form.getByRole('textbox', { name: /^Last Name/ }).fill(keyHolder.last);
    await form.getByRole('textbox', { name: 'Signature' }).fill(`${keyHolder.first[0]}. ${keyHolder.last}`);
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await toast(page, 'Successfully saved Key Release');
    const who = `${keyHolder.first} ${keyHolder.last}`;
    await page
      .getByRole('button', { name: `Remove ${who}` })
      .first()
      .waitFor();
    await screenshot(page, 'management-key-release-desktop');

    await page
      .getByRole('button', { name: `Date Returned, ${who}` })
      .first()
      .click();
    await page.getByRole('button', { name: todayLabel() }).first().click();
    await page
      .getByRole('button', { name: `Save ${who}` })
      .first()
      .click();
    await toast(page, 'Successfully updated Key Release');
    // Once set, the return date shows as text.
    await page
      .getByRole('button', { name: `Date Returned, ${who}` })
      .first()
      .waitFor({ state: 'detached' });

    await page
      .getByRole('button', { name: `Remove ${who}` })
      .first()
      .click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await toast(page, 'Successfully removed Key Release');
    await page
      .getByRole('button', { name: `Remove ${who}` })
      .first()
      .waitFor({ state: 'detached' });
    await context.close();
  });

  it('shows each screen at phone width', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'manager1');
    await page.goto('/management/address-book');
    await page.getByRole('list', { name: 'Address Book' }).waitFor();
    await screenshot(page, 'management-address-book-phone');
    await page.goto('/management/address-book/new');
    await page.getByRole('checkbox', { name: 'Plumbing' }).waitFor();
    await screenshot(page, 'management-address-book-edit-phone');
    await page.goto(`/management/service-ticket/1/${isoToday()}`);
    await page.getByRole('textbox', { name: 'Description' }).waitFor();
    await screenshot(page, 'management-service-ticket-phone');
    await page.goto('/management/hr-documents');
    await page.getByRole('list', { name: 'HR documents' }).waitFor();
    await screenshot(page, 'management-hr-documents-phone');
    await page.goto('/management/key-release');
    await page.getByRole('list', { name: 'Key releases' }).waitFor();
    await screenshot(page, 'management-key-release-phone');
    await context.close();

    const admin = await newPage(browser, PHONE);
    await signIn(admin.page, 'admin');
    await admin.page.goto('/admin/documents');
    await admin.page.getByRole('list', { name: 'Documents' }).waitFor();
    await screenshot(admin.page, 'management-admin-documents-phone');
    await admin.page.goto('/admin/documents/new');
    await admin.page.getByRole('textbox', { name: /^Title/ }).waitFor();
    await screenshot(admin.page, 'management-admin-document-edit-phone');
    await admin.context.close();
  });

  // DESIGN §6: every screen passes axe without serious violations, at desktop and phone widths.
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`has no serious axe violations on the management screens (${label})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await signIn(page, 'admin');
      const found = await seriousViolationsOn(page, [
        '/management/address-book',
        '/management/address-book/new',
        '/management/service-ticket',
        '/management/hr-documents',
        '/management/key-release',
        '/admin/documents',
        '/admin/documents/new',
      ]);
      expect(found).toEqual({});
      await context.close();
    });
  }
});
