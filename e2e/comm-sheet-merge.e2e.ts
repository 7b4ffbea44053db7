import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, apiAsPage, daysAgo, launch, newPage, shot, signIn, toast } from './support';

/**
 * Two tabs save the same comm sheet shift (decision 195) at 390 px: fields only one tab changed are
 * merged with no question; a field both changed is asked about under the card's label.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const suffix = Date.now().toString(36);
// Days of their own for each run, which the demo seed leaves empty.
const firstDay = 900 + (Date.now() % 400) * 2;

type Shift = { id: number | null; names: string[]; comments: string };
const serverMid = async (page: Page, date: string) =>
  (await apiAsPage<{ mid: Shift }>(page.context(), 'GET', `/comm-sheet/1/${date}`)).mid;

/** Notes whether the conflict notice ever shows, however briefly. */
const watchConflict = (page: Page) =>
  page.evaluate(() => {
    const seen = window as unknown as { sawConflict: boolean };
    seen.sawConflict = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-offline-state="conflict"]')) seen.sawConflict = true;
    }).observe(document.body, { subtree: true, childList: true });
  });
const sawConflict = (page: Page) => page.evaluate(() => (window as unknown as { sawConflict: boolean }).sawConflict);

async function twoTabs(date: string) {
  const a = await newPage(browser, PHONE);
  const b = await newPage(browser, PHONE);
  for (const tab of [a, b]) {
    await signIn(tab.page, 'manager1');
    await tab.page.goto(`/check-lists/comm-sheet/1/${date}`);
    await tab.page
      .getByRole('region', { name: 'Mid Shift', exact: true })
      .getByRole('button', { name: 'Save Mid Shift' })
      .waitFor();
  }
  return {
    a,
    b,
    midA: a.page.getByRole('region', { name: 'Mid Shift', exact: true }),
    midB: b.page.getByRole('region', { name: 'Mid Shift', exact: true }),
  };
}

async function addMember(mid: ReturnType<Page['getByRole']>, name: string) {
  const input = mid.getByRole('textbox', { name: 'New team member for Mid Shift' });
  await input.fill(name);
  await input.press('Enter');
  await mid.getByRole('button', { name: `${name}, edit team member` }).waitFor();
}

async function typeComment(page: Page, mid: ReturnType<Page['getByRole']>, text: string) {
  await mid.getByRole('textbox', { name: 'Comments' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

describe('comm sheet conflicts merge by field (phone)', () => {
  it('saves both tabs’ changes to different fields with no question', async () => {
    const date = daysAgo(firstDay);
    const { a, b, midA, midB } = await twoTabs(date);
    await addMember(midA, `Ana ${suffix}`);
    await midA.getByRole('button', { name: 'Save Mid Shift' }).click();
    await toast(a.page, 'Successfully saved new Communication Sheet');

    // Tab B still shows the shift as it was before A saved, and changes only the comment.
    await typeComment(b.page, midB, `Milk short ${suffix}`);
    await watchConflict(b.page);
    await midB.getByRole('button', { name: 'Save Mid Shift' }).click();
    await toast(b.page, 'Successfully updated Communication Sheet');
    expect(await sawConflict(b.page)).toBe(false);

    const saved = await serverMid(b.page, date);
    expect(saved.names).toEqual([`Ana ${suffix}`]);
    expect(saved.comments).toContain(`Milk short ${suffix}`);
    await midB.getByRole('button', { name: `Ana ${suffix}, edit team member` }).waitFor();
    await a.context.close();
    await b.context.close();
  });

  it('asks about a field both tabs changed under the card’s label, and Keep mine keeps the other tab’s other change', async () => {
    const date = daysAgo(firstDay + 1);
    const first = await newPage(browser, PHONE);
    await signIn(first.page, 'manager1');
    await apiAsPage(first.context, 'POST', `/comm-sheet/1/${date}`, {
      type: 'mid',
      names: [`Base ${suffix}`],
      comments: '<p>Base note</p>',
    });
    await first.context.close();

    const { a, b, midA, midB } = await twoTabs(date);
    await addMember(midA, `Ana ${suffix}`);
    await typeComment(a.page, midA, `From tab A ${suffix}`);
    await midA.getByRole('button', { name: 'Save Mid Shift' }).click();
    await toast(a.page, 'Successfully updated Communication Sheet');

    await typeComment(b.page, midB, `From tab B ${suffix}`);
    await midB.getByRole('button', { name: 'Save Mid Shift' }).click();
    const conflict = midB.locator('[data-offline-state="conflict"]');
    await conflict.getByText('Someone else saved this record while you were editing it').waitFor();
    const rows = conflict.locator('[data-conflict="differences"] tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    expect(await rows.first().locator('td').first().innerText()).toBe('Comments');
    expect(await rows.first().locator('[data-side="theirs"]').innerText()).toBe(`From tab A ${suffix}`);
    expect(await rows.first().locator('[data-side="mine"]').innerText()).toBe(`From tab B ${suffix}`);
    await shot(b.page, 'comm-sheet-merge-conflict-phone');

    await conflict.getByRole('button', { name: 'Keep mine' }).click();
    await toast(b.page, 'Successfully updated Communication Sheet');
    const saved = await serverMid(b.page, date);
    expect(saved.comments).toContain(`From tab B ${suffix}`);
    expect(saved.comments).not.toContain('tab A');
    expect(saved.names).toEqual([`Base ${suffix}`, `Ana ${suffix}`]);
    await a.context.close();
    await b.context.close();
  });

  it('cash count: leads changed in two tabs merge, and the same lead is asked under its label', async () => {
    const date = daysAgo(firstDay + 2);
    type Leads = { leads: { open_lead: string; mid_lead: string } };
    const a = await newPage(browser, PHONE);
    const b = await newPage(browser, PHONE);
    for (const tab of [a, b]) {
      await signIn(tab.page, 'manager1');
      await tab.page.goto(`/check-lists/cash-count/1/${date}`);
      await tab.page.getByLabel('Opening Shift Lead').waitFor();
    }
    const save = async (page: Page) => {
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await toast(page, 'Successfully updated Cash Counts');
    };
    // Different leads: B's save goes through with no question and A's lead stays.
    await a.page.getByLabel('Opening Shift Lead').fill(`Lena ${suffix}`);
    await save(a.page);
    await b.page.getByLabel('Mid Shift Lead').fill(`Mia ${suffix}`);
    await watchConflict(b.page);
    await save(b.page);
    expect(await sawConflict(b.page)).toBe(false);
    let saved = await apiAsPage<Leads>(b.context, 'GET', `/cash-count/1/${date}`);
    expect(saved.leads).toMatchObject({ open_lead: `Lena ${suffix}`, mid_lead: `Mia ${suffix}` });

    // The same lead: asked under the page's label; Keep mine keeps A's other change.
    for (const tab of [a, b]) {
      await tab.page.reload();
      await tab.page.getByLabel('Opening Shift Lead').waitFor();
    }
    await a.page.getByLabel('Opening Shift Lead').fill(`Ann ${suffix}`);
    await a.page.getByLabel('Closing Shift Lead').fill(`Cy ${suffix}`);
    await save(a.page);
    await b.page.getByLabel('Opening Shift Lead').fill(`Bo ${suffix}`);
    await b.page.getByRole('button', { name: 'Save', exact: true }).click();
    const rows = b.page.locator('[data-conflict="differences"] tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    expect(await rows.first().locator('td').first().innerText()).toBe('Opening Shift Lead');
    await b.page.getByRole('button', { name: 'Keep mine' }).click();
    await toast(b.page, 'Successfully updated Cash Counts');
    saved = await apiAsPage<Leads>(b.context, 'GET', `/cash-count/1/${date}`);
    expect(saved.leads).toMatchObject({
      open_lead: `Bo ${suffix}`,
      mid_lead: `Mia ${suffix}`,
      close_lead: `Cy ${suffix}`,
    });
    await a.context.close();
    await b.context.close();
  });
});
