import type { Messages } from '@lingui/core';
import { WORDS_ES } from '@dripp/contract/words-es';

// The frame's words in es: the shared parts, sign-in and Home (docs/decisions/273); the bell's words come with the frame, which shows it.
// The contract's words, keyed by their English, with them.
export const files = import.meta.glob<{ messages: Messages }>(
  ['../../locales/es.po', '../../features/{auth,home,notifications}/locales/es.po'],
  {
    eager: true,
  },
);
export const words: Messages = WORDS_ES;
