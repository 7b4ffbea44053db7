import type { Messages } from '@lingui/core';
import pseudolocale from 'pseudolocale';
import { WORDS_ES } from '@dripp/contract/words-es';

// The frame's words in pseudo: the shared parts, sign-in and Home (docs/decisions/273).
// The contract's words, keyed by their English, accented like the rest.
export const files = import.meta.glob<{ messages: Messages }>(
  ['../../locales/pseudo.po', '../../features/{auth,home}/locales/pseudo.po'],
  {
    eager: true,
  },
);
export const words: Messages = Object.fromEntries(
  Object.keys(WORDS_ES).map((english) => [english, pseudolocale(english, { prepend: '', append: '' })]),
);
