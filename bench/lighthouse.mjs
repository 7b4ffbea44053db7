// Lighthouse (mobile: its own simulated phone, 4× CPU, slow 4G) on the built portal, on a fresh
// embedded database with the demo seed, with the local Chromium (CHROME_PATH, else
// /usr/bin/chromium): the login page, signed out, and Home, signed in as admin through the form.
// Prints the four category scores of each page and what the audits flag below a full score.
// Usage: npm run build && npm run bench -- lighthouse
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, requireBuild, startPortal } from './phone-support.mjs';
import { benchPassword } from './support.mjs';
import { reportInvalidRun } from './validity.mjs';

requireBuild();
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** One Lighthouse run of `url` in the browser's first tab, keeping what that tab has stored. */
async function audit(page, url) {
  const result = await lighthouse(
    url,
    { output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, disableStorageReset: true },
    undefined,
    page,
  );
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

async function signIn(page, base) {
  await page.goto(`${base}/login`, { waitUntil: 'networkidle0' });
  await page.type('input[name="username"]', 'admin');
  await page.type('input[name="password"]', benchPassword);
  await page.keyboard.press('Enter');
  // The app moves to Home without a page load.
  await page.waitForFunction(() => globalThis.location.pathname === '/', { timeout: 60_000 });
  await page.waitForSelector('main');
}

/**
 * The SEO category without `is-crawlable`: robots.txt keeps crawlers out of the staff portal on
 * purpose (decision 272), and every other SEO audit is still held to 100.
 */
function seoWithoutCrawlable(lhr) {
  const refs = lhr.categories.seo.auditRefs.filter((ref) => ref.weight > 0 && ref.id !== 'is-crawlable');
  const scored = refs.filter((ref) => lhr.audits[ref.id].score !== null);
  const weight = scored.reduce((sum, ref) => sum + ref.weight, 0);
  return Math.round((scored.reduce((sum, ref) => sum + ref.weight * lhr.audits[ref.id].score, 0) / weight) * 100);
}

function report(name, lhr) {
  const scores = CATEGORIES.map((id) => `${id} ${Math.round(lhr.categories[id].score * 100)}`);
  console.log(`${name.padEnd(6)} ${scores.join('   ')}   (seo without is-crawlable ${seoWithoutCrawlable(lhr)})`);
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1)
        console.log(`         ${id}: ${audit.id} (${audit.score}) ${audit.displayValue ?? ''}`);
    }
  }
}

await reportInvalidRun(async () => {
  const portal = await startPortal();
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--headless=new'],
  });
  try {
    const page = await browser.newPage();
    report('login', await audit(page, `${portal.base}/login`));
    await signIn(page, portal.base);
    report('home', await audit(page, `${portal.base}/`));
  } finally {
    await browser.close();
    await portal.stop();
  }
});
