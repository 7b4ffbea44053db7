import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, launch, newPage, signIn } from './support';

// DESIGN §6: every screen passes axe without serious violations, at desktop and phone widths.
const SCREENS = [
  '/',
  '/check-lists',
  '/check-lists/comm-sheet',
  '/check-lists/daily-check',
  '/check-lists/cash-count',
  '/check-lists/wastelog',
  '/management',
  '/management/checklists',
  '/management/new-orders',
  '/management/order-history',
  '/admin',
  '/admin/users',
  '/admin/stores',
  '/admin/roles',
  '/admin/user-access',
  '/admin/vendors',
  '/admin/products',
  '/admin/categories',
  '/profile/admin',
];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

describe('accessibility', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`has no serious axe violations on the main screens (${label})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await page.goto('/login');
      // The login page's code loads on demand: check the page itself, not its loading outline.
      await page.getByRole('heading', { name: 'Management Portal' }).waitFor();
      expect(await seriousViolations(page), '/login').toEqual([]);
      await signIn(page, 'admin');
      const found: Record<string, string[]> = {};
      for (const path of SCREENS) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await page
          .locator('.mantine-Skeleton-root')
          .first()
          .waitFor({ state: 'detached', timeout: 10_000 })
          .catch(() => {});
        const violations = await seriousViolations(page);
        if (violations.length) found[path] = violations;
      }
      expect(found).toEqual({});
      await context.close();
    }, 240_000);
  }
});
