import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page';

/** A page that crashed while rendering: say so and offer a reload instead of a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
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
