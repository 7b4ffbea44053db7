import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_ID, FIRST_PAINT_SLOT, type FirstPaintData } from './home-first-paint';
import { withFirstPaint } from './home-first-paint-page';

// index.html as the build writes it: the app's files in the head, the slot before #root.
const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <style>.fp{}</style>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
    <link rel="manifest" href="/manifest.webmanifest">
  </head>
  <body>
    ${FIRST_PAINT_SLOT}
    <div id="root"></div>
  </body>
</html>`;

const DATA: FirstPaintData = {
  dashboard: {
    announcement: '<p>Fall menu</p>',
    title: 'Cold brew',
    description: '',
    file: null,
    announcement_es: null,
    announcement_es_out_of_date: false,
    title_es: null,
    title_es_out_of_date: false,
    description_es: null,
    description_es_out_of_date: false,
  },
  source: 'device',
  at: 0,
  counts: false,
};

describe('withFirstPaint', () => {
  const page = withFirstPaint(BUILT, DATA, DATA.dashboard.announcement);
  const head = page.slice(0, page.indexOf('</head>'));

  it("moves the app's script and stylesheet after the first paint, so the paint waits for neither (decision 263)", () => {
    expect(head).not.toMatch(/index-a\.js|react-b\.js|index-c\.css/);
    const paint = page.indexOf(`id="${FIRST_PAINT_ID}"`);
    const root = page.indexOf('<div id="root">');
    for (const file of [
      '<script type="module" crossorigin src="/assets/index-a.js"></script>',
      'react-b.js',
      'index-c.css',
    ]) {
      expect(page.split(file)).toHaveLength(2);
      expect(page.indexOf(file)).toBeGreaterThan(root);
      expect(page.indexOf(file)).toBeLessThan(page.indexOf('</body>'));
    }
    expect(paint).toBeGreaterThan(head.length);
    // What is not the app's own files stays where it was.
    expect(head).toContain('<link rel="manifest"');
    expect(head).toContain('<style>');
  });

  it('keeps the place of the counts Home will show: none, one, or both side by side', () => {
    const row = (data: Partial<FirstPaintData>) =>
      /<div class="fp-count-row[^"]*">(?:<div class="fp-counts"><\/div>)+<\/div>/.exec(
        withFirstPaint(BUILT, { ...DATA, ...data }, ''),
      )?.[0] ?? '';
    expect(row({})).toBe('');
    expect(row({ counts: true })).toBe('<div class="fp-count-row"><div class="fp-counts"></div></div>');
    expect(row({ day: true })).toBe('<div class="fp-count-row"><div class="fp-counts"></div></div>');
    expect(row({ counts: true, day: true })).toBe(
      '<div class="fp-count-row fp-two"><div class="fp-counts"></div><div class="fp-counts"></div></div>',
    );
  });

  it('leaves a page without the slot as it is', () => {
    const bare = BUILT.replace(FIRST_PAINT_SLOT, '');
    expect(withFirstPaint(bare, DATA, '')).toBe(bare);
  });
});
