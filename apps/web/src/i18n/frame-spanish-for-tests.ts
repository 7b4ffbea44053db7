import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';
import { WORDS_ES } from '@dripp/contract/words-es';
import { i18n } from './i18n';

/**
 * For unit tests: the frame's Spanish as the build loads it (the shared catalogue, read as it is
 * where the build compiles it, and the contract's words). The app itself loads it through
 * `activateLanguage`.
 */
export async function loadFrameSpanish(): Promise<void> {
  // A path, not a URL: the tests' DOM has a URL class of its own.
  const file = resolve(dirname(fileURLToPath(import.meta.url)), '../locales/es.po');
  const catalogue = await formatter().parse(await readFile(file, 'utf8'), {
    locale: 'es',
    sourceLocale: 'en',
    filename: file,
  });
  const messages = Object.fromEntries(
    Object.entries(catalogue ?? {}).map(([id, message]) => [id, message.translation ?? '']),
  );
  i18n.load('es', { ...WORDS_ES, ...messages });
}
