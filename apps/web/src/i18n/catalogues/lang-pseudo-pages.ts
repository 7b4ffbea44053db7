import type { Messages } from '@lingui/core';

// Every other page's words in pseudo (docs/decisions/273); the bell's words come with the frame, which shows it.
export const files = import.meta.glob<{ messages: Messages }>(
  ['../../features/*/locales/pseudo.po', '!../../features/{auth,home,notifications}/**'],
  {
    eager: true,
  },
);
