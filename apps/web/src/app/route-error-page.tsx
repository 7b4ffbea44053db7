import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
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
              This page could not be loaded
            </Title>
            <Text c="dimmed">
              A new version of the portal may have been installed, or the connection dropped. Reload to get the current
              version.
            </Text>
            <Button onClick={() => window.location.reload()}>Reload</Button>
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
            Something went wrong
          </Title>
          <Text c="dimmed">This page could not be shown. Reloading usually helps.</Text>
          <Button onClick={() => window.location.reload()}>Reload</Button>
        </Stack>
      </Paper>
    </Center>
  );
}
