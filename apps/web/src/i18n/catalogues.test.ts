// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { describe, expect, it } from 'vitest';

/**
 * The build-time check of the portal's words (docs/decisions/273): the catalogues hold every
 * message the code has, each in Spanish, and they compile. `npm run words` brings a catalogue up
 * to date with the code; the Spanish is then written in its `es.po`.
 */
const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const config = getConfig({ cwd: web, configPath: path.join(web, 'lingui.config.ts') });

describe('the catalogues', async () => {
  const catalogs = await getCatalogs(config);
  const results = await Promise.all(
    catalogs.map(async (catalog) => {
      const [found, kept] = await Promise.all([catalog.collect(), catalog.readAll()]);
      return { name: path.relative(web, catalog.path), found: found ?? {}, es: kept.es ?? {} };
    }),
  );

  it('hold every message of the code, and only those (npm run words)', () => {
    const outOfDate = results.flatMap(({ name, found, es }) => [
      ...Object.keys(found)
        .filter((id) => !es[id])
        .map((id) => `${name}: not in the catalogue: ${found[id]!.message ?? id}`),
      ...Object.keys(es)
        .filter((id) => !found[id] && !es[id]!.obsolete)
        .map((id) => `${name}: no longer in the code: ${es[id]!.message ?? id}`),
    ]);
    expect(outOfDate).toEqual([]);
  });

  it('give every message in Spanish', () => {
    const untranslated = results.flatMap(({ name, found, es }) =>
      Object.keys(found)
        .filter((id) => es[id] && !es[id]!.translation)
        .map((id) => `${name}: ${found[id]!.message ?? id}`),
    );
    expect(untranslated).toEqual([]);
  });

  it('compile, placeholders and plurals included', async () => {
    const errors: string[] = [];
    for (const catalog of catalogs) {
      const { messages } = await catalog.getTranslations('es', {
        fallbackLocales: config.fallbackLocales ?? {},
        sourceLocale: config.sourceLocale ?? 'en',
      });
      const compiled = createCompiledCatalog('es', messages, { namespace: 'es' });
      errors.push(
        ...compiled.errors.map((error) => `${path.relative(web, catalog.path)}: ${error.id} ${String(error.error)}`),
      );
    }
    expect(errors).toEqual([]);
  });

  it('keep the placeholders of the English in the Spanish', () => {
    // A placeholder is `{name}` or `{name, plural, …}`; a plural's branch (`{# lines}`, `{hace # min}`) is not one.
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1]).sort();
    const differing = results.flatMap(({ name, found, es }) =>
      Object.keys(found)
        .filter((id) => es[id]?.translation)
        .filter((id) => placeholders(found[id]!.message ?? '').join() !== placeholders(es[id]!.translation!).join())
        .map((id) => `${name}: ${found[id]!.message} → ${es[id]!.translation}`),
    );
    expect(differing).toEqual([]);
  });
});
