// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Each page brings the words of the features it shows (decision 273): its own feature's, and those
 * of the other features whose public parts it renders. The frame's features come before the first
 * render. A page that forgot one would show that part in English to a Spanish-speaking person.
 */
const app = path.dirname(fileURLToPath(import.meta.url));
const features = path.resolve(app, '../features');
const FRAME = new Set(['auth', 'home', 'notifications']);

/** The other features whose public parts a feature's files import. */
function publicPartsOf(feature: string): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
        for (const match of fs
          .readFileSync(file, 'utf8')
          .matchAll(/from '\.\.\/(?:\.\.\/)*([a-z-]+)\/[a-z-]+\.public'/g))
          if (match[1] !== feature) found.add(match[1]!);
      }
    }
  };
  walk(path.join(features, feature));
  return [...found];
}

describe("the pages' words", () => {
  const table = fs.readFileSync(path.join(app, 'lazy-pages.tsx'), 'utf8');
  const pages = [
    ...table.matchAll(
      /import\('\.\.\/features\/([a-z-]+)\/[^']+'\)(?:,\n\s*import\('\.\.\/features\/([a-z-]+)\/[^']+'\))?,\n\s*(?:\(m\) => m\.\w+,\n\s*\{ words: \[([^\]]*)\] \}|loadFeatureWords\(\[([^\]]*)\]\))?/g,
    ),
  ];

  it('are named for every page of a feature outside the frame', () => {
    expect(pages.length).toBeGreaterThan(55);
    const missing = pages.flatMap((match) => {
      const shown = [match[1]!, ...(match[2] ? [match[2]] : [])];
      const words: string[] = (match[3] ?? match[4] ?? '').match(/[a-z-]+/g) ?? [];
      const needed = [...shown, ...shown.flatMap(publicPartsOf)].filter((feature) => !FRAME.has(feature));
      return needed
        .filter((feature) => !words.includes(feature))
        .map((feature) => `${match[0].split('\n')[0]}: ${feature}`);
    });
    expect(missing).toEqual([]);
  });

  it('each come from a catalogue that exists', () => {
    const named = new Set<string>(
      [...table.matchAll(/words: \[([^\]]*)\]|loadFeatureWords\(\[([^\]]*)\]\)/g)].flatMap(
        (match) => (match[1] ?? match[2] ?? '').match(/[a-z-]+/g) ?? [],
      ),
    );
    expect([...named].filter((feature) => !fs.existsSync(path.join(features, feature, 'locales/es.po')))).toEqual([]);
  });
});
