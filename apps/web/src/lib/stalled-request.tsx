import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { i18n } from '../i18n/i18n';

/** Why a request ended without an answer. */
export type Stall = 'timeout' | 'offline' | 'unreachable';

/** Every request gets this long, plus time for its body at a slow phone upload rate. */
export const REQUEST_TIMEOUT_MS = 20_000;
const UPLOAD_BYTES_PER_MS = 50; // 400 kbit/s: a weak cellular uplink

export function timeoutFor(body: string | FormData | undefined): number {
  return REQUEST_TIMEOUT_MS + Math.ceil(bodySize(body) / UPLOAD_BYTES_PER_MS);
}

function bodySize(body: string | FormData | undefined): number {
  if (body === undefined) return 0;
  if (typeof body === 'string') return body.length;
  let size = 0;
  for (const [, value] of body) size += typeof value === 'string' ? value.length : value.size;
  return size;
}

const seconds = REQUEST_TIMEOUT_MS / 1000;

const STALL_TITLE: Record<Stall, MessageDescriptor> = {
  offline: msg`You are offline`,
  timeout: msg`No answer from the server`,
  unreachable: msg`Could not reach the server`,
};

const STALL_LOAD_TEXT: Record<Stall, MessageDescriptor> = {
  offline: msg`You are offline`,
  timeout: msg`The server did not answer within ${seconds} seconds`,
  unreachable: msg`Could not reach the server`,
};

/** What a failed load says (its page shows Retry beside it), in the active language. */
export const stallLoadMessage = (stall: Stall): string => i18n._(STALL_LOAD_TEXT[stall]);

const STALL_SAVE_TEXT: Record<Stall, MessageDescriptor> = {
  offline: msg`Nothing was sent. What you typed is still here: press Retry when the connection is back.`,
  timeout: msg`The server did not answer within ${seconds} seconds, so this may not have been saved. What you typed is still here: press Retry to send it again.`,
  unreachable: msg`Nothing was saved. What you typed is still here: press Retry to send it again.`,
};

/**
 * A change that could not be sent: the person reads why and chooses. Retry sends the same request
 * again (the form keeps what was typed, and the screen carries on as if the first try had
 * worked); Cancel or closing the message ends it as a failure, and the form can be edited again.
 */
export function askToRetry(stall: Stall): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (retry: boolean) => {
      if (settled) return;
      settled = true;
      notifications.hide(id);
      resolve(retry);
    };
    const id = notifications.show({
      title: i18n._(STALL_TITLE[stall]),
      color: stall === 'offline' ? 'orange' : 'red',
      autoClose: false,
      'data-stalled-request': stall,
      onClose: () => settle(false),
      message: (
        <Stack gap="xs" mt={4}>
          <Text size="sm">{i18n._(STALL_SAVE_TEXT[stall])}</Text>
          <Group gap="xs">
            <Button onClick={() => settle(true)}>
              <Trans>Retry</Trans>
            </Button>
            <Button variant="default" onClick={() => settle(false)}>
              <Trans>Cancel</Trans>
            </Button>
          </Group>
        </Stack>
      ),
    });
  });
}
