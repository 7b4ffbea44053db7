import pseudolocale from 'pseudolocale';
import { WORDS_ES } from '@dripp/contract/words-es';
import { mergeCatalogues, type CatalogueModule } from './merge';

// The frame's words in pseudo: the shared parts, sign-in and Home (docs/decisions/273).
// The contract's words, keyed by their English, accented like the rest.
export const messages = mergeCatalogues(
  import.meta.glob<CatalogueModule>(['../../locales/pseudo.po', '../../features/{auth,home}/locales/pseudo.po'], {
    eager: true,
  }),
  Object.fromEntries(
    Object.keys(WORDS_ES).map((english) => [english, pseudolocale(english, { prepend: '', append: '' })]),
  ),
);
