import { lazy, Suspense, useState, type ReactNode } from 'react';
import { MantineProvider, darken, type CSSVariablesResolver } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useNotifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
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

// The notification stack (and its transitions) loads with the first notification, not with the
// page (decision 240): most visits show none. A notification waits in the store until it is in.
const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

function NotificationStack() {
  const { notifications } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (notifications.length > 0 && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" limit={4} />
    </Suspense>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariables}>
      {/* US stores read calendars from Sunday (issue 17 §4); Mantine starts on Monday by default. */}
      <DatesProvider settings={{ firstDayOfWeek: 0 }}>
        <QueryClientProvider client={queryClient}>
          <NotificationStack />
          {children}
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
