import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { NotFoundPage } from '../components/not-found-page';
import { isChunkLoadError } from '../components/part-boundary';

/** A page that crashed while rendering: say so and offer a reload instead of a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isChunkLoadError(error)) {
    return (
      <Center py="xl" px="md">
        <Paper withBorder p="xl" maw={520} w="100%">
          <Stack align="center" gap="md" ta="center">
            <Title order={1} size="h2">
              <Trans>This page could not be loaded</Trans>
            </Title>
            <Text c="dimmed">
              <Trans>
                A new version of the portal may have been installed, or the connection dropped. Reload to get the
                current version.
              </Trans>
            </Text>
            <Button onClick={() => window.location.reload()}>
              <Trans>Reload</Trans>
            </Button>
          </Stack>
        </Paper>
      </Center>
    );
  }
  return (
    <Center py="xl" px="md">
      <Paper withBorder p="xl" maw={520} w="100%">
        <Stack align="center" gap="md" ta="center">
          <Title order={1} size="h2">
            <Trans>Something went wrong</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>This page could not be shown. Reloading usually helps.</Trans>
          </Text>
          <Button onClick={() => window.location.reload()}>
            <Trans>Reload</Trans>
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
