import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action, ActionAssignees, ActionSettings } from '../packages/contract/src/corrective-actions';
import {
  PHONE,
  apiAsPage,
  baseURL,
  choose,
  daysAgo,
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

/** The status the API answers the page's person: for a request the server must refuse. */
async function statusAsPage(context: BrowserContext, method: string, path: string, body: object): Promise<number> {
  const token = decodeURIComponent((await context.cookies()).find((c) => c.name === 'token')!.value);
  const res = await fetch(`${baseURL()}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.status;
}

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

describe('editing an action on a phone', () => {
  it("the store's manager saves every field, and the action reads the same after a reload", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'manager1');
    const { people } = await apiAsPage<ActionAssignees>(context, 'GET', '/corrective-actions/stores/1/assignees');
    const maria = people.find((p) => p.name === 'Maria Alvarez')!;
    const raised = await apiAsPage<Action>(context, 'POST', '/corrective-actions', {
      store_id: 1,
      title: `Reseal the walk-in door ${Date.now().toString(36)}`,
      assignee_user_id: maria.id,
      priority: 'low',
      due_date: daysAgo(-3),
      due_time: '09:00',
    });
    await page.goto(`/management/actions/${raised.id}/edit`);
    await page.getByRole('heading', { name: 'Edit action' }).waitFor();
    const title = `${raised.title}, and replace the gasket`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('The seal is torn at the hinge side.');
    await choose(page, 'Assigned to', 'Ben Carter');
    await page.getByRole('radiogroup', { name: 'Priority' }).getByText('Urgent', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Due time', exact: true }).fill('16:45');
    await page.getByRole('radiogroup', { name: 'To close it needs' }).getByText('A photo', { exact: true }).click();
    await expectNoPageOverflow(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'The action is saved');
    await page.waitForURL(new RegExp(`/management/actions/${raised.id}$`));

    await page.reload();
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByText('The seal is torn at the hinge side.').waitFor();
    const saved = await apiAsPage<Action>(context, 'GET', `/corrective-actions/${raised.id}`);
    expect(saved).toMatchObject({
      title,
      description: 'The seal is torn at the hinge side.',
      assignee: { user: { name: 'Ben Carter' }, role: null },
      priority: 'urgent',
      due_date: daysAgo(-3),
      due_time: '16:45',
      evidence: 'photo',
    });

    // A title cleared is refused beside the field, and the action stays as saved.
    await page.goto(`/management/actions/${raised.id}/edit`);
    await page.getByLabel('Title').fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Title is required').waitFor();
    expect(await apiAsPage<Action>(context, 'GET', `/corrective-actions/${raised.id}`)).toEqual(saved);
    await context.close();

    // A shift lead sees the action but may not edit it: the page says so, and the server refuses.
    const lead = await newPage(browser, PHONE);
    await signIn(lead.page, 'lead1');
    await lead.page.goto(`/management/actions/${raised.id}/edit`);
    await lead.page.getByRole('heading', { name: 'Access denied' }).waitFor();
    const refused = await statusAsPage(lead.context, 'PUT', `/corrective-actions/${raised.id}`, {
      title: 'Not mine to change',
      assignee_user_id: maria.id,
      priority: 'low',
      due_date: saved.due_date,
      due_time: saved.due_time,
    });
    expect(refused).toBe(403);
    expect(await apiAsPage<Action>(lead.context, 'GET', `/corrective-actions/${raised.id}`)).toMatchObject({ title });
    await lead.context.close();
  });
});

describe('the action settings on a phone', () => {
  it('saved by the chain read back the same after a reload; a bad figure is refused and nothing changes', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'ops');
    const before = await apiAsPage<ActionSettings>(context, 'GET', '/corrective-actions/settings');
    const off = before.rules.find((r) => !r.enabled)!;
    expect(off, 'a score item without a rule').toBeDefined();
    try {
      await page.goto('/management/actions/settings');
      await page.getByRole('heading', { name: 'Evaluation items' }).waitFor();
      await page.getByLabel('Tolerance in dollars').fill('12.50');
      await page.getByRole('switch', { name: off.item_name }).click();
      const rule = page.getByRole('group', { name: `When ${off.item_name} fails` });
      await rule.getByLabel('Priority').selectOption('urgent');
      await rule.getByLabel('Due in hours').fill('36');
      await rule.getByLabel('Evidence needed').selectOption('note');
      await expectNoPageOverflow(page);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await toast(page, 'Successfully updated the action settings');

      await page.reload();
      await page.getByRole('heading', { name: 'Evaluation items' }).waitFor();
      expect(await page.getByLabel('Tolerance in dollars').inputValue()).toBe('12.50');
      expect(await page.getByRole('switch', { name: off.item_name }).isChecked()).toBe(true);
      expect(await rule.getByLabel('Priority').inputValue()).toBe('urgent');
      expect(await rule.getByLabel('Due in hours').inputValue()).toBe('36');
      expect(await rule.getByLabel('Evidence needed').inputValue()).toBe('note');
      const saved = await apiAsPage<ActionSettings>(context, 'GET', '/corrective-actions/settings');
      expect(saved.chain.cash_tolerance).toBe(12.5);
      expect(saved.rules.find((r) => r.item_id === off.item_id)).toMatchObject({
        enabled: true,
        priority: 'urgent',
        due_hours: 36,
        evidence: 'note',
      });

      // Zero hours is refused beside the field; nothing is sent and the settings stay as saved.
      await rule.getByLabel('Due in hours').fill('0');
      await rule.getByText('At least 1 hour').waitFor();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await toast(page, 'Nothing was saved: 1 value to fix before saving');
      expect(await apiAsPage<ActionSettings>(context, 'GET', '/corrective-actions/settings')).toEqual(saved);

      // A store manager may not open them, and the server refuses a save of theirs.
      const manager = await newPage(browser, PHONE);
      await signIn(manager.page, 'manager1');
      await manager.page.goto('/management/actions/settings');
      await manager.page.getByRole('heading', { name: 'Access denied' }).waitFor();
      const refused = await statusAsPage(manager.context, 'PUT', '/corrective-actions/settings', {
        chain: { ...saved.chain, cash_tolerance: 1 },
        rules: [],
      });
      expect(refused).toBe(403);
      await manager.context.close();
      expect(await apiAsPage<ActionSettings>(context, 'GET', '/corrective-actions/settings')).toEqual(saved);
      await context.close();
    } finally {
      const admin = await newPage(browser, PHONE);
      await signIn(admin.page, 'ops');
      await apiAsPage(admin.context, 'PUT', '/corrective-actions/settings', {
        chain: before.chain,
        rules: before.rules.map(({ item_name: _n, category_name: _c, permissible_score: _p, ...rule }) => rule),
      });
      await admin.context.close();
    }
  });
});
