import { Button, Card, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** A detail page whose record could not be loaded: the message and the way back to its list. */
export function NotLoaded({ message, backHref, backLabel }: { message: string; backHref: string; backLabel: string }) {
  return (
    <Card padding="xl">
      <Stack align="flex-start">
        <Text>{message}</Text>
        <Button component={Link} to={backHref} variant="default" leftSection={<IconArrowLeft size={16} />}>
          {backLabel}
        </Button>
      </Stack>
    </Card>
  );
}
