import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

/** A list or record that could not be loaded: says so and offers Retry (never an empty form to save over). */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title={`${what} could not be loaded`}>
      <Button mt="xs" size="xs" variant="white" color="red" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}
