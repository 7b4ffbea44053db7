import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';

/**
 * A page's code that could not be fetched: pages load on demand, and after a redeploy an open tab
 * asks for files that no longer exist (or the connection dropped). Browsers word it differently.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically/i.test(
    message,
  );
}

interface PartBoundaryProps {
  /** What the part shows, for its message: "The Dairy products could not be shown." */
  name?: string;
  /** A new value (a route, a vendor) gives a failed part another try. */
  resetKey?: unknown;
  children: ReactNode;
}

/**
 * One part of a page that throws while rendering shows a small message with Retry in its place;
 * the rest of the page, and what was typed in it, stays.
 */
export class PartBoundary extends Component<PartBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A part of the page failed', error, info.componentStack);
  }

  override componentDidUpdate(previous: PartBoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    // Retrying cannot fetch a missing file: the page-level message offers a reload instead.
    if (isChunkLoadError(error)) throw error;
    const { name } = this.props;
    return (
      <Paper withBorder p="md" role="alert" data-part-failed="">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="red.8">
            {name ? t`${name} could not be shown.` : t`This part of the page could not be shown.`}
          </Text>
          <Button
            size="sm"
            variant="light"
            leftSection={<IconRefresh size={16} />}
            onClick={() => this.setState({ error: null })}
          >
            <Trans>Retry</Trans>
          </Button>
        </Group>
      </Paper>
    );
  }
}
