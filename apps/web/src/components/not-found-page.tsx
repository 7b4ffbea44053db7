import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCoffeeOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../config/paths';

/** Any address outside the route table (spec 3 §2.13). */
export function NotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found · Dripp Portal`);
  return (
    <Center py="xl">
      <Paper withBorder p="xl" maw={520} w="100%" shadow="xs">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconCoffeeOff size={30} />
          </ThemeIcon>
          <Title order={1} size="h2" c="espresso.9">
            <Trans>Page not found</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>The address may be mistyped, or the page may have moved.</Trans>
          </Text>
          <Button component={Link} to={paths.home.href()} variant="light">
            <Trans>Go to Home</Trans>
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
