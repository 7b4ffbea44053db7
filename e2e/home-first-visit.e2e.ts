import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dist, filesOf, manifest, transferred } from './build-output';

// Home's first visit from the build output (npm run build), deterministic: the files a signed-in
// phone asks for before Home can render (the page, the entry, the frame and Home's chunk with
// everything they import statically, their CSS) and their bytes as transferred (brotli, as
// served). The API's answers come on top. docs/decisions/227, 263,
// docs/benchmarks/2026-11-28-home-trace.md.
const HOME_REQUESTS = 7;
// 223 KB with no zod (decision 263); 245 KB with it. Lingui's runtime and the frame's message ids
// add about 15 KB (decision 273).
const HOME_BYTES = 245 * 1024;
/** In Spanish, Home needs the frame's words as well: one more file. */
const SPANISH_FRAME = 'src/i18n/catalogues/lang-es-frame.ts';
/** Modules of other pages, and of work that starts after the first paint, that Home must not load. */
const FOREIGN = [
  /src\/features\/vendors\//,
  /src\/features\/recipes\//,
  /src\/lib\/api\/get-store-vendors/,
  /src\/features\/corrective-actions\/api\/get-action-assignees/,
  /src\/features\/auth\/logout-page/,
  /src\/lib\/save-queue/,
  /src\/lib\/drafts/,
];

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
const frameKey = Object.keys(manifest).find((key) => manifest[key]!.name === 'frame');
const homeFiles = filesOf([entryKey, frameKey ?? 'src/app/app-layout.tsx', 'src/features/home/home-page.tsx']);

describe("Home's first visit", () => {
  it(`needs at most ${HOME_REQUESTS} requests and ${HOME_BYTES / 1024} KB before the API's answers`, () => {
    const requests = homeFiles.size + 1; // and the page itself
    const bytes = [...homeFiles].reduce((sum, file) => sum + transferred(file), transferred('index.html'));
    expect(requests, [...homeFiles].join(', ')).toBeLessThanOrEqual(HOME_REQUESTS);
    expect(bytes, `${(bytes / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(HOME_BYTES);
  });

  it(`in Spanish needs its words too: one more request, within ${HOME_BYTES / 1024} KB and 10 KB more`, () => {
    const words = [...filesOf([SPANISH_FRAME])].filter((file) => !homeFiles.has(file));
    expect(words.length, words.join(', ')).toBe(1);
    const bytes = [...homeFiles, ...words].reduce((sum, file) => sum + transferred(file), transferred('index.html'));
    expect(bytes, `${(bytes / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(HOME_BYTES + 10 * 1024);
  });

  const modules = [...homeFiles]
    .filter((file) => file.endsWith('.js'))
    .flatMap(
      (file) => (JSON.parse(fs.readFileSync(path.join(dist, `${file}.map`), 'utf8')) as { sources: string[] }).sources,
    );

  it('loads no module of another page, nor the save queue or drafts', () => {
    expect(modules.length).toBeGreaterThan(100);
    expect(modules.filter((module) => FOREIGN.some((pattern) => pattern.test(module)))).toEqual([]);
  });

  it('loads no zod: Home validates nothing, the labels it shows come from files without schemas', () => {
    // decision 263: the contract's labels apart from its schemas, and zod's settings without zod.
    expect(modules.filter((module) => /node_modules\/zod\//.test(module))).toEqual([]);
    const code = [...homeFiles]
      .filter((file) => file.endsWith('.js'))
      .map((file) => fs.readFileSync(path.join(dist, file), 'utf8'));
    expect(code.filter((text) => /\$ZodType/.test(text))).toEqual([]);
  });
});

describe('robots.txt', () => {
  it('is in the build and asks every crawler to stay out of the staff portal', () => {
    const text = fs.readFileSync(path.join(dist, 'robots.txt'), 'utf8');
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/$/m);
  });
});
