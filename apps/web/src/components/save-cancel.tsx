import { Button, Group } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';

/** An edit form's closing row: Cancel back to `cancelHref`, and Save, which submits the form. */
export function SaveCancel({ cancelHref, saving }: { cancelHref: string; saving: boolean }) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" component={Link} to={cancelHref}>
        <Trans>Cancel</Trans>
      </Button>
      <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} />}>
        <Trans>Save</Trans>
      </Button>
    </Group>
  );
}
