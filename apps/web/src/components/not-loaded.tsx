import { Alert, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LoadFailure } from '../lib/load-state';
import type { ReactNode } from 'react';

/**
 * A detail page whose record could not be loaded: the message, Retry when the load failed (rather
 * than finding nothing), and the way back to its list.
 */
export function NotLoaded({
  message,
  backHref,
  backLabel,
  failure,
}: {
  message: string;
  backHref: string;
  backLabel: string;
  failure?: LoadFailure | null;
}) {
  return (
    <Card padding="xl">
      <Stack align="flex-start">
        <Text>{message}</Text>
        <Group gap="sm">
          {failure && (
            <Button leftSection={<IconRefresh size={16} />} onClick={failure.retry} loading={failure.retrying}>
              <Trans>Retry</Trans>
            </Button>
          )}
          <Button component={Link} to={backHref} variant="default" leftSection={<IconArrowLeft size={16} />}>
            {backLabel}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * Shown in place of a record whose load failed (DESIGN §6): what happened and Retry. The record is
 * not shown empty, so nothing can be saved over the real one.
 */
export function LoadFailed({ failure, message }: { failure: LoadFailure; message?: string }) {
  const { t } = useLingui();
  return (
    <Alert
      color="red"
      variant="light"
      title={t`Could not load`}
      icon={<IconAlertTriangle size={20} />}
      role="alert"
      data-load-failed
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message ?? t`This page could not be loaded. Nothing has been changed.`}</Text>
        <Group gap="sm">
          <Button
            variant="filled"
            color="red"
            leftSection={<IconRefresh size={16} />}
            onClick={failure.retry}
            loading={failure.retrying}
          >
            <Trans>Retry</Trans>
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** A list that loaded and has nothing to show: its message, centred and dimmed, on a card. */
export function EmptyCard({ children }: { children: ReactNode }) {
  return (
    <Card padding="xl">
      <Text c="dimmed" ta="center">
        {children}
      </Text>
    </Card>
  );
}

/** A list still loading: `rows` grey bars on a card, named for screen readers (e.g. "Loading vendors"). */
export function LoadingCard({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <Card padding="lg">
      <Stack gap="sm" aria-label={label}>
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} height={36} />
        ))}
      </Stack>
    </Card>
  );
}
