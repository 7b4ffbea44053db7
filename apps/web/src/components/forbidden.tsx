import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

export const FORBIDDEN_STORE_TEXT = msg`You do not have permission to view this page for the selected store.`;
export const FORBIDDEN_TEXT = msg`You dont have access to view this page.`;

/**
 * Shown instead of a page the user may not view (spec 1 §2). `storeSpecific`: the user may view it
 * at some store, but not at the one selected.
 */
export function Forbidden({
  storeSpecific = false,
  headingOrder = 2,
}: {
  storeSpecific?: boolean;
  /** 1 when the message is the whole page (/forbidden); 2 under a page's own title. */
  headingOrder?: 1 | 2;
}) {
  const { i18n } = useLingui();
  return (
    <Center py="xl">
      <Paper withBorder p="xl" maw={560} w="100%" shadow="xs">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="red">
            <IconLock size={30} />
          </ThemeIcon>
          <Title order={headingOrder} size="h3">
            <Trans>Access denied</Trans>
          </Title>
          <Text size="lg" role="alert">
            {i18n._(storeSpecific ? FORBIDDEN_STORE_TEXT : FORBIDDEN_TEXT)}
          </Text>
          <Button component={Link} to="/" variant="light">
            <Trans>Go to Home</Trans>
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
