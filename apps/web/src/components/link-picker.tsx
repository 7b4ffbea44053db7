import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Modal, Stack, Tooltip } from '@mantine/core';
import { IconEye, IconLink, IconLinkOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';

/** A linked row's actions: View opens the record, Unlink removes the link; each shows only when given. */
export function LinkRowActions({
  name,
  viewHref,
  onUnlink,
  unlinking = false,
}: {
  name: string;
  viewHref?: string | false;
  onUnlink?: (() => void) | false;
  unlinking?: boolean;
}) {
  const { t } = useLingui();
  return (
    <Group gap={4} wrap="nowrap">
      {viewHref && (
        <Tooltip label={t`View`}>
          <ActionIcon component={Link} to={viewHref} variant="subtle" aria-label={t`View ${name}`}>
            <IconEye size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {onUnlink && (
        <Tooltip label={t`Unlink`}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t`Unlink ${name}`}
            loading={unlinking}
            onClick={onUnlink}
          >
            <IconLinkOff size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

/** The pickers (its children) in a row under a linked list, with the button that links the choice. */
export function InlineLinkPicker({
  label,
  loading,
  onLink,
  children,
}: {
  label: string;
  loading: boolean;
  onLink: () => void;
  children: ReactNode;
}) {
  return (
    <Group align="flex-start" gap="sm">
      {children}
      <Button mt={{ base: 0, xs: 25 }} leftSection={<IconLink size={16} />} loading={loading} onClick={onLink}>
        {label}
      </Button>
    </Group>
  );
}

/** The pickers (its children) in a modal answering Cancel / Link. */
export function LinkPickerModal({
  title,
  opened,
  onClose,
  loading,
  onLink,
  children,
}: {
  title: string;
  opened: boolean;
  onClose: () => void;
  loading: boolean;
  onLink: () => void;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack gap="md">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={onLink} loading={loading}>
            <Trans>Link</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
