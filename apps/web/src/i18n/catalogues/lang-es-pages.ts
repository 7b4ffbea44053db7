import type { Messages } from '@lingui/core';
// The date pickers' month and day names (app/providers.tsx): with the pages that have pickers, in
// Spanish only; dayjs is in the signed-in frame, which the sign-in pages do without.
import 'dayjs/locale/es';

// Every other page's words in es (docs/decisions/273); the bell's words come with the frame, which shows it.
export const files = import.meta.glob<{ messages: Messages }>(
  ['../../features/*/locales/es.po', '!../../features/{auth,home,notifications}/**'],
  {
    eager: true,
  },
);
