import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useLingui } from '@lingui/react/macro';
import type { Reading } from '@dripp/contract/food-safety';
import { displayTime } from '../../lib/format';
import { ServiceTicketButton } from './reading-list';

/** What an out-of-range reading that was just saved set going, with its unit's name as the person reads it. */
export interface SavedNotice {
  reading: Reading;
  name: string;
  /** The unit has a provider: a service ticket is one tap away. */
  hasProvider: boolean;
}

/**
 * After an out-of-range reading is saved: a corrective action was raised and the unit is checked
 * again at a time on the store's clock; the unit's provider can be sent a ticket from here.
 */
export function FoodSafetyNotice({
  notice,
  timeZone,
  onClose,
}: {
  notice: SavedNotice;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { reading, name } = notice;
  const at = reading.recheck ? displayTime(reading.recheck.due_at, timeZone) : '';
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={22} />}
      title={t`Saved out of range`}
      withCloseButton
      closeButtonLabel={t`Dismiss`}
      onClose={onClose}
      styles={{ closeButton: { width: 44, height: 44 } }}
      role="status"
      data-saved-notice
    >
      <Stack gap="sm">
        <Text size="sm">
          {at
            ? t`A corrective action was raised. ${name} will be checked again at ${at}.`
            : t`A corrective action was raised.`}
        </Text>
        {notice.hasProvider && (
          <Group>
            <ServiceTicketButton reading={reading} />
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
