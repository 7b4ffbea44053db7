import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  launch,
  mailText,
  mailTo,
  newPage,
  screenshot,
  signIn,
  signInWithForm,
  writesDuring,
} from './support';

/*
 * People and access, end to end: a new role, the matrix, a new user invited by mail, store links,
 * deactivation and restore. The test works with its own store-level role, so the demo roles that
 * other e2e files rely on are left exactly as they were.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const suffix = Date.now().toString(36);
const roleName = `Crew ${suffix}`;
const username = `pat.${suffix}`;
const email = `pat.${suffix}@dripp.example`;
const password = 'a-long-crew-password';

/** Picks an option of a Mantine Select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function toast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/** A matrix cell: the row is found by its permission key (the hint), the column by the role's name. */
async function cell(page: Page, permission: string, role: string) {
  return page
    .locator(`tr:has(th[data-permission="${permission}"])`)
    .getByRole('checkbox', { name: new RegExp(` for ${role.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
}

async function saveMatrix(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('dialog', { name: 'Save these changes?' }).getByRole('button', { name: 'Save changes' }).click();
  await toast(page, 'Role permission mapping updated successfully');
}

/** The check-list screens the user may open, as the Check Lists landing page lists them. */
async function checkListItems(page: Page): Promise<string[]> {
  await page.goto('/check-lists');
  const main = page.getByRole('main');
  await main.getByRole('link', { name: /Communication Sheet/ }).waitFor();
  const names = ['Communication Sheet', 'Cash Count Sheet', 'Daily Checklist', 'Waste Log'];
  const shown: string[] = [];
  for (const name of names)
    if ((await main.getByRole('link', { name: new RegExp(name) }).count()) > 0) shown.push(name);
  return shown;
}

async function menuGroups(page: Page): Promise<string[]> {
  await page.goto('/check-lists');
  await page
    .getByRole('main')
    .getByRole('link', { name: /Communication Sheet/ })
    .waitFor();
  const burger = page.getByRole('button', { name: /open navigation/i });
  if (await burger.isVisible()) await burger.click();
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByText('Home', { exact: true }).first().waitFor();
  const groups: string[] = [];
  for (const group of ['Check Lists', 'Recipes', 'Schematics', 'Admin']) {
    if ((await nav.getByText(group, { exact: true }).count()) > 0) groups.push(group);
  }
  return groups;
}

describe('people and access', () => {
  let admin: Page;
  let userId: number;

  beforeAll(async () => {
    ({ page: admin } = await newPage(browser, DESKTOP));
    await signIn(admin, 'admin');
  });

  it('adds a store-level role; standard roles cannot be edited or deleted; a blank name is ignored', async () => {
    await admin.goto('/admin/roles');
    await admin.getByRole('table', { name: 'Roles' }).waitFor();
    expect(await admin.getByRole('button', { name: 'Delete Barista' }).isDisabled()).toBe(true);
    expect(await admin.getByRole('button', { name: 'Edit Barista' }).isDisabled()).toBe(true);

    const rows = await admin.getByRole('table', { name: 'Roles' }).getByRole('row').count();
    await admin.getByPlaceholder('Enter name').fill('   ');
    expect(await writesDuring(admin, () => admin.getByRole('button', { name: 'Add Role' }).click())).toEqual([]);
    expect(await admin.getByRole('table', { name: 'Roles' }).getByRole('row').count()).toBe(rows);

    await admin.getByPlaceholder('Enter name').fill(`  ${roleName}  `);
    await choose(admin, 'Role level', 'Store level');
    await admin.getByRole('button', { name: 'Add Role' }).click();
    await toast(admin, 'Successfully saved new Role');
    const row = admin.getByRole('row', { name: new RegExp(roleName) });
    await row.waitFor();
    expect(await row.getByText('Store level').count()).toBe(1);
    await screenshot(admin, 'people-roles-desktop');

    // The role edit card: the name is kept trimmed and the level stays Store level.
    await admin.getByRole('link', { name: `Edit ${roleName}` }).click();
    await admin.getByText('Role edit').waitFor();
    expect(await admin.getByPlaceholder('Enter name').inputValue()).toBe(roleName);
    await admin.getByRole('button', { name: 'Cancel' }).click();
    await admin.waitForURL('**/admin/roles');
  });

  it('grants the role in the matrix: a child ticks its parent, unticking a parent unticks its children', async () => {
    await admin.goto('/admin/user-access');
    await admin.getByRole('table', { name: 'User access matrix' }).waitFor();
    const group = admin.getByRole('columnheader', { name: 'Store', exact: true });
    expect(await group.count()).toBe(1);
    // The administrator's column is all ticked and read-only.
    const adminCell = await cell(admin, 'waste-log-view', 'Administrator');
    expect(await adminCell.isChecked()).toBe(true);
    expect(await adminCell.isDisabled()).toBe(true);

    const wasteCreate = await cell(admin, 'waste-log-create', roleName);
    const wasteView = await cell(admin, 'waste-log-view', roleName);
    await wasteCreate.check();
    expect(await wasteView.isChecked()).toBe(true);
    await wasteView.uncheck();
    expect(await wasteCreate.isChecked()).toBe(false);

    await (await cell(admin, 'communication-log-view', roleName)).check();
    await (await cell(admin, 'cash-count-view', roleName)).check();
    await (await cell(admin, 'daily-checklist-view', roleName)).check();
    await saveMatrix(admin);
    await admin.reload();
    expect(await (await cell(admin, 'daily-checklist-view', roleName)).isChecked()).toBe(true);
    expect(await (await cell(admin, 'waste-log-view', roleName)).isChecked()).toBe(false);
    await screenshot(admin, 'matrix-desktop');
  });

  it('shows the matrix usable at 390 px: sticky permission column, cells reachable by scrolling', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'admin');
    await page.goto('/admin/user-access');
    await page.getByRole('table', { name: 'User access matrix' }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    const far = await cell(page, 'users-delete', roleName);
    await far.check();
    expect(await far.isChecked()).toBe(true);
    expect(await (await cell(page, 'users-view', roleName)).isChecked()).toBe(true);
    await page.getByText('Unsaved changes').waitFor();
    await screenshot(page, 'matrix-phone');
    await page.getByRole('button', { name: 'Undo changes' }).click();
    expect(await far.isChecked()).toBe(false);
    await context.close();
  });

  it('creates a user who sets a password from the invitation mail and signs in', async () => {
    await admin.goto('/admin/users/edit/new');
    await admin.getByLabel(/^Username/).fill(username);
    await admin.getByLabel(/^First Name/).fill('Pat');
    await admin.getByLabel(/^Last Name/).fill(`Crew${suffix}`);
    await admin.getByLabel(/^Email/).fill(email);
    await admin.getByLabel(/^Phone/).fill('(503) 555-0199');
    await choose(admin, 'Store', '101 – Pearl District');
    await choose(admin, 'Role', 'Barista');
    await screenshot(admin, 'people-user-new-desktop');
    await admin.getByRole('button', { name: 'Save' }).click();
    await toast(admin, 'Successfully saved User');
    await admin.waitForURL(/\/admin\/users\/\d+$/);
    userId = Number(new URL(admin.url()).pathname.split('/').pop());
    await admin.getByRole('heading', { name: `Pat Crew${suffix}` }).waitFor();

    // The same username again: the server's field error shows beside Username.
    await admin.goto('/admin/users/edit/new');
    await admin.getByLabel(/^Username/).fill(username.toUpperCase());
    await admin.getByLabel(/^First Name/).fill('Dup');
    await admin.getByLabel(/^Last Name/).fill('Licate');
    await admin.getByLabel(/^Email/).fill(`dup.${suffix}@dripp.example`);
    await admin.getByLabel(/^Phone/).fill('555');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('This username is already taken').first().waitFor();
    expect(new URL(admin.url()).pathname).toBe('/admin/users/edit/new');

    const mail = mailText(await mailTo(email));
    const link = /https?:\/\/[^\s"<>]+\/user-invite\/[A-Za-z0-9_-]+/.exec(mail)?.[0];
    expect(link).toBeTruthy();

    const { context, page } = await newPage(browser, PHONE);
    await page.goto(link!);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/confirm/i).fill(password);
    await page.getByRole('button', { name: 'Create Password' }).click();
    await page.getByText('You have successfully created a password. Please continue to login.').waitFor();
    await signInWithForm(page, username, password);

    // Barista at store 101: the check-list screens, the Waste Log among them, and the recipe and schematic look-ups.
    expect(await menuGroups(page)).toEqual(['Check Lists', 'Recipes', 'Schematics']);
    expect(await checkListItems(page)).toEqual([
      'Communication Sheet',
      'Cash Count Sheet',
      'Daily Checklist',
      'Waste Log',
    ]);

    // Their own profile edit: no PIN, username fixed; someone else's edit page is forbidden.
    await page.goto(`/profile/${username.toUpperCase()}/edit`);
    await page.getByRole('heading', { name: 'Edit Profile' }).waitFor();
    expect(await page.getByLabel(/^Pin/).count()).toBe(0);
    expect(await page.getByLabel(/^Username/).isDisabled()).toBe(true);
    await page.getByLabel(/^Phone/).fill('(503) 555-0142');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Successfully updated User');
    await page.waitForURL(`**/profile/${username}`);
    await page.getByText('(503) 555-0142').waitFor();
    await page.goto('/profile/admin/edit');
    await page.getByText('You dont have access to view this page.').waitFor();
    await page.goto('/admin/users');
    await page.getByText('You dont have access to view this page.').waitFor();
    await context.close();
  });

  it('moves the user to the new role at store 101, and a matrix grant shows Waste Log after sign-in', async () => {
    await admin.goto(`/admin/users/${userId}`);
    const stores = admin.getByRole('table', { name: 'Stores' });
    await stores.getByText('Pearl District').waitFor();
    await screenshot(admin, 'people-user-view-desktop');
    await admin.getByRole('button', { name: 'Unlink Pearl District' }).click();
    await toast(admin, 'Successfully unlinked Store');
    await admin.getByText('No stores').waitFor();

    await choose(admin, 'Store', 'Pearl District');
    await admin.getByRole('button', { name: 'Link to Store' }).click();
    await admin.getByText('Choose a role').first().waitFor();
    await choose(admin, 'Role', roleName);
    await admin.getByRole('button', { name: 'Link to Store' }).click();
    await toast(admin, 'Successfully linked Store');
    await stores.getByText(roleName).waitFor();

    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, username, password);
    expect(await checkListItems(page)).toEqual(['Communication Sheet', 'Cash Count Sheet', 'Daily Checklist']);

    await admin.goto('/admin/user-access');
    await (await cell(admin, 'waste-log-view', roleName)).check();
    await saveMatrix(admin);

    await page.goto('/logout');
    // The sign-out page's code loads on demand; it clears the session, then shows the login page.
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page, username, password);
    expect(await checkListItems(page)).toEqual([
      'Communication Sheet',
      'Cash Count Sheet',
      'Daily Checklist',
      'Waste Log',
    ]);
    await context.close();
  });

  it('a deactivated user cannot sign in; restored, they can', async () => {
    await admin.goto('/admin/users');
    await admin.getByRole('button', { name: `Deactivate ${username}` }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await toast(admin, 'Successfully deactivated User');
    await screenshot(admin, 'people-users-desktop');

    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/login');
    await page.getByLabel('Username or Email').fill(username);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Invalid username or password').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await admin.getByRole('button', { name: 'Show Trashed' }).click();
    await admin.getByRole('button', { name: `Restore ${username}` }).click();
    await toast(admin, 'Successfully restored User');
    await signInWithForm(page, username, password);
    await context.close();
  });

  it('links and unlinks vendors and users on the store detail', async () => {
    // A vendor of this test's own, made through the API (the vendor screens are another area's).
    const token = (await admin.context().cookies()).find((c) => c.name === 'token')?.value;
    const vendorName = `Crew Beans ${suffix}`;
    const created = await admin.request.post('/api/vendors', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        name: vendorName,
        account_no: `CB-${suffix}`,
        email: `beans.${suffix}@dripp.example`,
        street1: '1 Roast Way',
        city: 'Portland',
        state: 'OR',
        zip: '97209',
        phone: '(503) 555-0177',
        sales_contact: 'Robin Roast',
      },
    });
    expect(created.ok()).toBe(true);

    await admin.goto('/admin/stores');
    await admin.getByRole('table', { name: 'Stores' }).waitFor();
    await screenshot(admin, 'people-stores-desktop');
    await admin.getByRole('link', { name: 'View 101 – Pearl District' }).click();
    await admin.getByRole('heading', { name: '101 – Pearl District' }).waitFor();

    await admin.getByRole('button', { name: '+ Vendor' }).click();
    await choose(admin, 'Vendor', vendorName);
    await admin.getByRole('dialog').getByRole('button', { name: 'Link' }).click();
    await toast(admin, 'Successfully linked Vendor');
    const vendors = admin.getByRole('table', { name: 'Vendors' });
    await vendors.getByText(vendorName).waitFor();

    const users = admin.getByRole('table', { name: 'Users' });
    await users.getByText(`Pat Crew${suffix}`).waitFor();
    await screenshot(admin, 'people-store-view-desktop');
    await admin.getByRole('button', { name: `Unlink Pat Crew${suffix}` }).click();
    await toast(admin, 'Successfully unlinked User');
    await users.getByText(`Pat Crew${suffix}`).waitFor({ state: 'detached' });
    await admin.getByRole('button', { name: '+ User' }).click();
    await choose(admin, 'User', `Pat Crew${suffix}`);
    await admin.getByRole('dialog').getByRole('button', { name: 'Link' }).click();
    await admin.getByRole('dialog').getByText('Choose a role').waitFor();
    await choose(admin, 'Role', roleName);
    await admin.getByRole('dialog').getByRole('button', { name: 'Link' }).click();
    await toast(admin, 'Successfully linked User');
    await users.getByText(`Pat Crew${suffix}`).waitFor();

    await admin.getByRole('button', { name: `Unlink ${vendorName}` }).click();
    await toast(admin, 'Successfully unlinked Vendor');
    await admin.getByText(vendorName).waitFor({ state: 'detached' });
  });

  it('shows the users list as cards, and the stores screens, at both widths', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'admin');
    await page.goto('/admin/users');
    await page.getByRole('list', { name: 'Users' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'people-users-phone');
    await page.goto(`/admin/users/${userId}`);
    await page.getByRole('heading', { name: `Pat Crew${suffix}` }).waitFor();
    await screenshot(page, 'people-user-view-phone');
    await page.goto('/admin/stores/1');
    await page.getByRole('heading', { name: '101 – Pearl District' }).waitFor();
    await screenshot(page, 'people-store-view-phone');
    await context.close();
  });
});
