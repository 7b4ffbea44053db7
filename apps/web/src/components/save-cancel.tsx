import { Button, Group } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';

/**
 * A form's closing row: Cancel, back to `cancelHref` (an edit page) or through `onCancel` (a form
 * in a dialog), and Save, which submits the form.
 */
export function SaveCancel({
  cancelHref,
  onCancel,
  saving,
}: { saving: boolean } & ({ cancelHref: string; onCancel?: never } | { onCancel: () => void; cancelHref?: never })) {
  return (
    <Group justify="flex-end" gap="sm">
      {cancelHref ? (
        <Button variant="default" component={Link} to={cancelHref}>
          <Trans>Cancel</Trans>
        </Button>
      ) : (
        <Button variant="default" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      )}
      <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} />}>
        <Trans>Save</Trans>
      </Button>
    </Group>
  );
}
