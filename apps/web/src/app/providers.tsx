import { useEffect, useState, type ReactNode } from 'react';
import { MantineProvider, darken, type CSSVariablesResolver } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useNotifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider, useLingui } from '@lingui/react';
import { activeLanguage, i18n } from '../i18n/i18n';
import { theme } from './theme';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Every failure already showed its toast; retrying would only repeat it.
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
      // The API client tells offline and stalled requests apart and says so; paused queries and
      // saves would only grey the screen out without a word.
      networkMode: 'always',
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});

/**
 * Mantine's default dimmed grey reads at 3.3:1, and its light and subtle variants (status badges,
 * "Deactivate" buttons) put shade 6 text on a tinted background, below 4.5:1 for most colours
 * (orange and yellow fail even at shade 9). A warm grey and shade 9 darkened by 30 % keep both at
 * 4.5:1 or more, on the tint and on the solid shade 1 that the default stylesheet gives (yellow's
 * light text reads 5.0:1 on #fff3bf; darkened by 25 % it read 4.48:1).
 */
const cssVariables: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#6b625a',
    ...Object.fromEntries(
      Object.entries(theme.colors).map(([color, shades]) => [
        `--mantine-color-${color}-light-color`,
        darken(shades[9], 0.3),
      ]),
    ),
  },
  dark: {},
});

type StackComponent = typeof import('@mantine/notifications').Notifications;

// The notification stack (and its transitions) loads with the first notification, not with the
// page (decision 240): most visits show none. A notification waits in the store until it is in.
// Offline with no service worker the file cannot come: the page goes on, and the next notification
// asks for it again.
let stackFile: Promise<StackComponent> | undefined;
function loadStack(): Promise<StackComponent> {
  stackFile ??= import('@mantine/notifications').then(
    (module) => module.Notifications,
    (error: unknown) => {
      stackFile = undefined;
      throw error;
    },
  );
  return stackFile;
}

/**
 * Asked for once the first page has painted: the notifications that matter most come when the
 * connection is gone ("Saved on this phone"), when a phone without the service worker could no
 * longer fetch the file.
 */
export function preloadNotificationStack(): void {
  void loadStack().catch(() => undefined);
}

function NotificationStack() {
  const { notifications } = useNotifications();
  const [Stack, setStack] = useState<StackComponent | null>(null);
  const waiting = notifications.length;
  useEffect(() => {
    if (Stack || waiting === 0) return;
    let live = true;
    loadStack().then(
      (loaded) => live && setStack(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [Stack, waiting]);
  return Stack ? <Stack position="top-right" limit={4} /> : null;
}

/**
 * The date pickers in the person's language: their month and day names come from dayjs's locale,
 * which Spanish loads with a page's words (`loadFeatureWords` in i18n/i18n.ts), so an English
 * visit loads none. The hook re-renders the pickers when the language changes.
 */
function LanguageDates({ children }: { children: ReactNode }) {
  useLingui();
  return (
    // US stores read calendars from Sunday (issue 17 §4); Mantine starts on Monday by default.
    <DatesProvider settings={{ firstDayOfWeek: 0, locale: activeLanguage() }}>{children}</DatesProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariables}>
        <LanguageDates>
          <QueryClientProvider client={queryClient}>
            <NotificationStack />
            {children}
          </QueryClientProvider>
        </LanguageDates>
      </MantineProvider>
    </I18nProvider>
  );
}
