import { Box, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { Trans } from '@lingui/react/macro';
import type { MailPreview } from '@dripp/contract/mail-preview';
import '@mantine/core/styles/List.layer.css';

/** A file the mail carries or links to, with a note such as its size or that it is a link. */
export interface ReviewedFile {
  name: string;
  note?: string;
}

/** `Name <address>`, or the address alone when no name is known. */
export function recipientText({ name, email }: MailPreview['to'][number]): string {
  return name ? `${name} <${email}>` : email;
}

/**
 * The look before a mail leaves for someone outside the chain (issue 33 §8): where it goes, who is
 * in copy, the subject, what it carries and what it says, as the server would send it. Only the
 * confirm button sends; Back closes the review and leaves what was typed as it was.
 */
export function MailReview({
  opened,
  title,
  preview,
  files,
  sending,
  confirmLabel,
  backLabel,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  preview: MailPreview | null;
  files: ReviewedFile[];
  sending: boolean;
  confirmLabel: string;
  backLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const copied = preview?.cc.join(', ') ?? '';
  return (
    <Modal opened={opened && preview !== null} onClose={onClose} title={title} size="lg">
      {preview && (
        <Stack gap="sm">
          <Box data-review="mailed-to">
            <Text size="sm" c="dimmed">
              <Trans>It will be mailed to</Trans>
            </Text>
            {preview.to.map((recipient) => (
              <Text key={recipient.email} fw={600} style={{ overflowWrap: 'anywhere' }}>
                {recipientText(recipient)}
              </Text>
            ))}
            {preview.eachApart && preview.to.length > 1 && (
              <Text size="sm">
                <Trans>Each address gets a mail of its own.</Trans>
              </Text>
            )}
          </Box>
          {preview.cc.length > 0 && (
            <Text data-review="copy" style={{ overflowWrap: 'anywhere' }}>
              <Trans>
                Copy to <b>{copied}</b>
              </Trans>
            </Text>
          )}
          <Box data-review="subject">
            <Text size="sm" c="dimmed">
              <Trans>Subject</Trans>
            </Text>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {preview.subject}
            </Text>
          </Box>
          <Box data-review="files">
            <Text size="sm" c="dimmed">
              {files.length ? <Trans>With it</Trans> : <Trans>Nothing is attached or linked</Trans>}
            </Text>
            {files.length > 0 && (
              <List size="sm" spacing={2}>
                {files.map((file, index) => (
                  <List.Item key={index} style={{ overflowWrap: 'anywhere' }}>
                    {file.name}
                    {file.note ? ` (${file.note})` : ''}
                  </List.Item>
                ))}
              </List>
            )}
          </Box>
          <Box data-review="message">
            <Text size="sm" c="dimmed">
              <Trans>Message</Trans>
            </Text>
            <Text
              component="div"
              size="sm"
              p="sm"
              bg="var(--mantine-color-default-hover)"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', borderRadius: 'var(--mantine-radius-sm)' }}
            >
              {preview.text}
            </Text>
          </Box>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={sending} mih={44}>
              {backLabel}
            </Button>
            <Button onClick={onConfirm} loading={sending} leftSection={<IconSend size={18} />} mih={44}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
