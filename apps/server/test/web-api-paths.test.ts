import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { allDefinitions, repoRoot } from './support/definitions';

/**
 * The web app reaches the API only through contract definitions (apps/web/src/lib/endpoints.ts):
 * no web file names an API path as a literal or calls the HTTP client itself (decision 026).
 */

const webSrc = path.join(repoRoot, 'apps/web/src');
/** The HTTP client and the definition-based fetchers: the only files that speak HTTP. */
const CLIENT_FILES = new Set(['lib/api-client.ts', 'lib/endpoints.ts']);
/** The table of the app's own pages, whose paths share some names with API paths. */
const PAGE_TABLE = 'config/paths.ts';
/** Stands for a `${…}` of a template literal: one path segment, or part of one. */
const HOLE = '\u0000';

function webFiles(dir = webSrc): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return webFiles(full);
    // Unit tests may write the paths they check as literals.
    return /\.(ts|tsx)$/.test(entry.name) && !/\.(d|test)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The string and template literals of a file, a template's `${…}` written as HOLE. */
function literalsOf(file: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node))
      text = node.head.text + node.templateSpans.map((span) => HOLE + span.literal.text).join('');
    if (text !== undefined) found.push({ text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** `/key-release/:storeId` → a pattern for the whole literal, with or without `/api` and a query. */
function patternOf(routePath: string): RegExp {
  const body = routePath
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/?]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^(?:/api)?${body}/?(?:\\?.*)?$`);
}

let apiPatterns: { pattern: RegExp; route: string }[];
let pagePatterns: RegExp[];

beforeAll(async () => {
  apiPatterns = (await allDefinitions()).map(({ definition }) => ({
    pattern: patternOf(definition.path),
    route: `${definition.method} ${definition.path}`,
  }));
  // Page routes: the literals of the page table, and the `/{store}/{date}` tail of day pages.
  const table = path.join(webSrc, PAGE_TABLE);
  const pages = literalsOf(table)
    .map(({ text }) => text)
    .filter((text) => text.startsWith('/') && !text.includes(HOLE));
  const dayPages = [...fs.readFileSync(table, 'utf8').matchAll(/storeDayPage\('([^']+)'\)/g)].map(
    (m) => `${m[1]}/:store/:date`,
  );
  pagePatterns = [...pages, ...dayPages].map((page) => new RegExp(patternOf(page).source.replace('^(?:/api)?', '^')));
});

/** The API path a literal names, unless it is one of the app's own pages. */
function apiPathNamed(text: string): string | undefined {
  const api = apiPatterns.find(({ pattern }) => pattern.test(text));
  if (!api) return undefined;
  if (!text.startsWith('/api/') && pagePatterns.some((page) => page.test(text))) return undefined;
  return api.route;
}

describe('the web app', () => {
  it('tells API paths from page paths', () => {
    expect(apiPathNamed(`/key-release/${HOLE}`)).toBe('GET /key-release/:storeId');
    expect(apiPathNamed('/api/key-release/4?x=1')).toBe('GET /key-release/:storeId');
    expect(apiPathNamed('/management/key-release')).toBeUndefined();
    expect(apiPathNamed('/key-release')).toBeUndefined();
  });

  it('names no API path as a literal: fetchers are built from the contract definitions', () => {
    const named: string[] = [];
    for (const file of webFiles()) {
      const relative = path.relative(webSrc, file).split(path.sep).join('/');
      if (relative === PAGE_TABLE || CLIENT_FILES.has(relative)) continue;
      for (const { text, line } of literalsOf(file)) {
        const route = apiPathNamed(text);
        if (route) named.push(`${relative}:${line} ${JSON.stringify(text.replaceAll(HOLE, '${…}'))} (${route})`);
      }
    }
    expect(named).toEqual([]);
  });

  it('calls the HTTP client only through the definitions', () => {
    const direct = /\bapiRequest\s*\(|\bapi\.(?:get|post|put|delete)\s*\(|\bfetch\s*\(\s*[`'"](?:\/api\/|\/api['"`])/;
    const calls: string[] = [];
    for (const file of webFiles()) {
      const relative = path.relative(webSrc, file).split(path.sep).join('/');
      if (CLIENT_FILES.has(relative)) continue;
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((text, index) => {
          if (direct.test(text)) calls.push(`${relative}:${index + 1} ${text.trim()}`);
        });
    }
    expect(calls).toEqual([]);
  });

  it('keys its cache by definitions: no query key starts with a string of its own', () => {
    // A key written as a string is not renamed with its endpoint, and an invalidation naming it
    // silently stops refreshing; keys come from keyOf / endpointQuery / invalidate.
    const literalKey = /queryKey:\s*\[\s*['"`]|QueryData(?:<[^>]*>)?\(\s*\[\s*['"`]|\[\s*\[\s*['"`][a-z-]+['"`]\s*\]/;
    const keys: string[] = [];
    for (const file of webFiles()) {
      const relative = path.relative(webSrc, file).split(path.sep).join('/');
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((text, index) => {
          if (literalKey.test(text)) keys.push(`${relative}:${index + 1} ${text.trim()}`);
        });
    }
    expect(keys).toEqual([]);
  });
});
