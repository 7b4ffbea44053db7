import type { Page } from 'playwright-core';
import { LANGUAGE_NAMES } from '@dripp/contract/languages';

/** Names that are the same in every language: the product's, and each language's own (LANGUAGE_NAMES). */
const NAMES = ['Dripp Portal', ...Object.values(LANGUAGE_NAMES)];

/**
 * The texts a person reads on the page (text, placeholders, labels for assistive technology, the
 * title) that still hold a plain English word once the chain's data, dates and numbers are taken
 * out. In the pseudo-locale every catalogued word is accented, so what is left is a word that did
 * not go through the catalogue.
 */
export async function untranslatedOn(page: Page, data: Set<string>): Promise<string[]> {
  const longestFirst = [...data, ...NAMES].sort((a, b) => b.length - a.length);
  return page.evaluate((data) => {
    const months = Array.from({ length: 12 }, (_, m) => [
      new Date(2026, m, 1).toLocaleString('en-US', { month: 'long' }),
      new Date(2026, m, 1).toLocaleString('en-US', { month: 'short' }),
    ]).flat();
    const weekdays = Array.from({ length: 7 }, (_, d) => [
      new Date(2026, 10, 1 + d).toLocaleString('en-US', { weekday: 'long' }),
      new Date(2026, 10, 1 + d).toLocaleString('en-US', { weekday: 'short' }),
    ]).flat();
    const allowed = new Set([...months, ...weekdays]);
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, [aria-hidden="true"], .ProseMirror, [data-chain-words]'))
        continue;
      if (!parent.getClientRects().length) continue;
      if (node.textContent?.trim()) texts.push(node.textContent.trim());
    }
    for (const element of Array.from(document.querySelectorAll('[placeholder], [aria-label], [title]'))) {
      if (!(element as HTMLElement).getClientRects().length || element.closest('[aria-hidden="true"]')) continue;
      for (const name of ['placeholder', 'aria-label', 'title']) {
        const value = element.getAttribute(name);
        if (value?.trim()) texts.push(value.trim());
      }
    }
    const left: string[] = [];
    for (const text of new Set(texts)) {
      let rest = text;
      for (const value of data) if (rest.includes(value)) rest = rest.split(value).join(' ');
      // Codes read the same in Spanish: zones (PST), formats (PNG), initials, AM and PM.
      const words = (rest.match(/(?<![\p{L}\p{M}])[A-Za-z]{2,}(?![\p{L}\p{M}])/gu) ?? []).filter(
        (word) => !allowed.has(word) && !/^[A-Z0-9]{2,5}$/.test(word),
      );
      if (words.length) left.push(text);
    }
    return left;
  }, longestFirst);
}
