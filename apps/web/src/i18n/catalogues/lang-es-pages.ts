import type { Messages } from '@lingui/core';

// Every other page's words in es (docs/decisions/273).
export const files = import.meta.glob<{ messages: Messages }>(
  ['../../features/*/locales/es.po', '!../../features/{auth,home}/**'],
  {
    eager: true,
  },
);
