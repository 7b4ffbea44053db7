import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, launch, newPage, seriousViolations, seriousViolationsOn, signIn } from './support';

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

describe('accessibility', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`has no serious axe violations on the main screens (${label})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await page.goto('/login');
      // Check the page itself once rendered, not the outline shown while the code loads.
      await page.getByRole('heading', { name: 'Management Portal' }).waitFor();
      expect(await seriousViolations(page), '/login').toEqual([]);
      await signIn(page, 'admin');
      const found = await seriousViolationsOn(page, SCREENS);
      expect(found).toEqual({});
      await context.close();
    }, 240_000);
  }
});
