import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dist, filesOf, manifest, transferred } from './build-output';

// Size budgets of the first load, from the build output (npm run build), deterministic: the bytes
// of JavaScript and CSS a page needs before it can render, as transferred (brotli, as served).
// A page needs the entry chunk, the page's own chunk, and everything they import statically,
// with their CSS; chunks a page imports on demand are not counted.
// 155 KB before the portal spoke two languages; Lingui's runtime, its message compiler and each
// message's id added about 8 KB (docs/decisions/273).
const LOGIN_BUDGET = 170 * 1024;
/** DESIGN §6's budget of the login page, which holds in either language (issue 37). */
const LOGIN_BUDGET_ANY_LANGUAGE = 180 * 1024;
/** The Spanish words of the sign-in pages, Home and the frame: loaded before a Spanish page renders. */
const SPANISH_FRAME = 'src/i18n/catalogues/lang-es-frame.ts';
const PAGE_BUDGET = 300 * 1024;
/**
 * Components loaded after the page has rendered, with a budget for what they add to the shell:
 * the rich-text editor (tiptap and ProseMirror, about 120 KB on its own, only on the pages with a
 * rich-text field, which show a skeleton meanwhile), the notification stack (docs/decisions/019) and
 * the Stores Overview's trend charts (recharts, about 115 KB, drawn below the overview's grid; the
 * budget counts the overview page they come with).
 */
const DEFERRED: Record<string, number> = {
  'src/components/rich-text-editor-field.tsx': 130 * 1024,
  // A chunk of its own that needs nothing of the frame (decision 240): see the login test below.
  '../../node_modules/@mantine/notifications/esm/index.mjs': 10 * 1024,
  'src/features/overview/overview-charts.tsx': 175 * 1024,
  // The cash count's deposit card, below the sheet, loads after the sheet has rendered
  // (cash-count-parts.tsx); its budget counts the cash count page it comes with (68 KB beyond the shell).
  'src/features/cash-count/cash-deposit.tsx': 75 * 1024,
};

/** Mantine's class names (`m_` and a hash) styled by the Mantine stylesheets the portal uses. */
const mantineClasses = (text: string) => new Set(text.match(/\bm_[0-9a-f]{8}\b/g) ?? []);
const mantineStyled = mantineClasses(
  ['core', 'notifications', 'dates', 'tiptap', 'dropzone']
    .map((pkg) =>
      fs.readFileSync(path.resolve(import.meta.dirname, `../node_modules/@mantine/${pkg}/styles.css`), 'utf8'),
    )
    .join('\n'),
);
const read = (files: string[]) => files.map((file) => fs.readFileSync(path.join(dist, file), 'utf8')).join('\n');

const total = (files: Set<string>) => [...files].reduce((sum, file) => sum + transferred(file), 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
// The notification stack is a chunk of its own, named in the build (docs/decisions/227).
const notificationsKey = Object.keys(manifest).find((key) => manifest[key]!.name === 'notifications');
const deferredKey = (key: string) =>
  key.includes('@mantine/notifications/') && notificationsKey ? notificationsKey : key;
const deferred = Object.entries(DEFERRED).map(([key, budget]) => [deferredKey(key), budget] as const);
const pageKeys = Object.keys(manifest).filter(
  (key) => manifest[key]!.isDynamicEntry && !deferred.some(([deferredOne]) => deferredOne === key),
);
// The signed-in frame and what Home needs beyond the entry are one chunk (docs/decisions/227).
const layoutKey = Object.keys(manifest).find((key) => manifest[key]!.name === 'frame')!;
const signedOutPages = /src\/features\/auth\/(forgot-password|set-password|logout)-page\.tsx$/;

describe('first-load budgets', () => {
  it('the build splits the pages into chunks of their own', () => {
    expect(entryKey).toBe('index.html');
    expect(pageKeys).toContain('src/features/home/home-page.tsx');
    expect(pageKeys.length).toBeGreaterThan(40);
  });

  it(`the login page comes with the entry and loads at most ${kb(LOGIN_BUDGET)} of JavaScript and CSS`, () => {
    // The first page of most visits is in the entry chunk, so it needs no second round trip.
    expect(Object.keys(manifest)).not.toContain('src/features/auth/login-page.tsx');
    const files = filesOf([entryKey]);
    const entryCode = fs.readFileSync(path.join(dist, manifest[entryKey]!.file), 'utf8');
    expect(entryCode).toContain('Username or Email');
    // zod validates on the server and in forms; the login page needs none of it (decision 240).
    expect(entryCode).not.toMatch(/\$ZodType/);
    expect([...files].filter((f) => f.endsWith('.css')).length).toBeGreaterThan(0);
    // The page itself counts too: it carries the first paint.
    const bytes = total(files) + transferred('index.html');
    expect(bytes, `login: ${kb(bytes)}`).toBeLessThanOrEqual(LOGIN_BUDGET);
  });

  it(`in Spanish the login page loads its words too and stays within ${kb(LOGIN_BUDGET_ANY_LANGUAGE)}`, () => {
    const files = new Set([...filesOf([entryKey]), ...filesOf([SPANISH_FRAME])]);
    const bytes = total(files) + transferred('index.html');
    expect(bytes, `login in Spanish: ${kb(bytes)}`).toBeLessThanOrEqual(LOGIN_BUDGET_ANY_LANGUAGE);
    // Only the active language's words: no other catalogue comes with the entry.
    const entryFiles = [...filesOf([entryKey])];
    expect(entryFiles.filter((file) => /\/lang-/.test(file))).toEqual([]);
  });

  it("in Spanish a page adds only the frame's words and its own features', at most 15 KB", () => {
    const frameWords = filesOf([SPANISH_FRAME]);
    const over: string[] = [];
    for (const key of pageKeys.filter((page) => page.startsWith('src/features/'))) {
      const feature = key.split('/')[2]!;
      const keys = signedOutPages.test(key) ? [entryKey, key] : [entryKey, layoutKey, key];
      const english = filesOf(keys);
      const words = manifest[`src/features/${feature}/locales/es.po`] ? [`src/features/${feature}/locales/es.po`] : [];
      const spanish = new Set([...english, ...frameWords, ...filesOf(words)]);
      // Nothing of another language, and no other page's code, comes with the words.
      const added = [...spanish].filter((file) => !english.has(file));
      if (added.some((file) => !/\/lang-/.test(file))) over.push(`${key}: ${added.join(', ')}`);
      const bytes = total(spanish) - total(english);
      if (bytes > 15 * 1024) over.push(`${key}: ${kb(bytes)} more in Spanish`);
    }
    expect(over).toEqual([]);
  });

  it('the signed-in frame carries no zod, so no page gets it from there (decision 263)', () => {
    const frame = manifest[layoutKey]!.file;
    expect(fs.readFileSync(path.join(dist, frame), 'utf8')).not.toMatch(/\$ZodType/);
    const sources = (JSON.parse(fs.readFileSync(path.join(dist, `${frame}.map`), 'utf8')) as { sources: string[] })
      .sources;
    expect(sources.filter((source) => /node_modules\/zod\//.test(source))).toEqual([]);
  });

  it('a notification on the login page loads the stack alone: nothing of the frame, at most 10 KB', () => {
    // A wrong password's toast loads the stack; it must not bring the signed-in frame with it.
    expect(notificationsKey).toBeDefined();
    const entry = filesOf([entryKey]);
    const added = [...filesOf([notificationsKey!])].filter((file) => !entry.has(file));
    expect(added.filter((file) => file === manifest[layoutKey]!.file)).toEqual([]);
    const bytes = added.reduce((sum, file) => sum + transferred(file), 0);
    expect(bytes, `notifications: ${kb(bytes)}`).toBeLessThanOrEqual(10 * 1024);
  });

  it('the page paints the portal name and a progress mark before any script has run', () => {
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
    const painted = root.slice(0, root.indexOf('<script') === -1 ? undefined : root.indexOf('<script'));
    expect(painted).toContain('Dripp Portal');
    expect(painted).toMatch(/role="status"/);
    expect(painted).toContain('dripp-boot-track');
    // Its look comes with the page, not from a stylesheet that has to load first.
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<style>[^]*\.dripp-boot-track::before[^]*animation/);
  });

  it(`every other page loads at most ${kb(PAGE_BUDGET)}, the shell included`, () => {
    const over: string[] = [];
    for (const key of pageKeys) {
      // Signed-in pages render inside the app layout; its chunk counts towards them.
      const keys = signedOutPages.test(key) || key === layoutKey ? [entryKey, key] : [entryKey, layoutKey, key];
      const bytes = total(filesOf(keys));
      if (bytes > PAGE_BUDGET) over.push(`${key}: ${kb(bytes)}`);
    }
    expect(over).toEqual([]);
  });

  it('every Mantine component a page renders has its styles loaded with that page', () => {
    // Mantine's stylesheets are imported per component (app/mantine-*.css); this catches a
    // component used without its styles, which no other test would see.
    const unstyled: string[] = [];
    for (const key of [...pageKeys, ...deferred.map(([key]) => key)]) {
      const keys = signedOutPages.test(key) || key === layoutKey ? [entryKey, key] : [entryKey, layoutKey, key];
      const files = [...filesOf(keys)];
      const loaded = mantineClasses(read(files.filter((file) => file.endsWith('.css'))));
      const used = [...mantineClasses(read(files.filter((file) => file.endsWith('.js'))))];
      const missing = used.filter((name) => mantineStyled.has(name) && !loaded.has(name));
      if (missing.length) unstyled.push(`${key}: ${missing.join(' ')}`);
    }
    expect(unstyled).toEqual([]);
  });

  it('components loaded after their page has rendered stay within their own budgets', () => {
    const shell = filesOf([entryKey, layoutKey]);
    for (const [key, budget] of deferred) {
      const added = new Set([...filesOf([key])].filter((file) => !shell.has(file)));
      expect(total(added), `${key}: ${kb(total(added))}`).toBeLessThanOrEqual(budget);
    }
  });

  it('the editor, date pickers, dropzone and drag and drop stay out of the login page and the shell', () => {
    const shell = filesOf([entryKey, layoutKey]);
    const sources = [...shell]
      .filter((file) => file.endsWith('.js'))
      .map((file) => fs.readFileSync(path.join(dist, file), 'utf8'))
      .join('\n');
    expect(sources).not.toContain('ProseMirror'); // the rich-text editor
    expect(sources).not.toContain('@mantine/tiptap/');
    expect(sources).not.toContain('@mantine/dates/');
    expect(sources).not.toContain('@mantine/dropzone/');
    expect(sources).not.toContain('To pick up a draggable item'); // dnd-kit
    for (const file of [...shell].filter((f) => f.endsWith('.css'))) {
      const text = fs.readFileSync(path.join(dist, file), 'utf8');
      expect(text, file).not.toContain('.m_dd3f7539'); // @mantine/tiptap styles
      expect(text, file).not.toContain('.m_468e7eda'); // @mantine/dates styles
      expect(text, file).not.toContain('.m_d46a4834'); // @mantine/dropzone styles
    }
  });
});
