import type { Messages } from '@lingui/core';
import pseudolocale from 'pseudolocale';

// The frame's words in pseudo: the shared parts, sign-in and Home (docs/decisions/273); the bell's words come with the frame, which shows it.
// The contract's words, keyed by their English, accented like the rest.
export const files = import.meta.glob<{ messages: Messages }>(
  ['../../locales/pseudo.po', '../../features/{auth,home,notifications}/locales/pseudo.po'],
  {
    eager: true,
  },
);
// Taken from the Spanish part, so that the contract's table stays in one file.
export const words: Promise<Messages> = import('./lang-es-frame').then(({ words: spanish }) =>
  Object.fromEntries(
    Object.keys(spanish).map((english) => [english, pseudolocale(english, { prepend: '', append: '' })]),
  ),
);
