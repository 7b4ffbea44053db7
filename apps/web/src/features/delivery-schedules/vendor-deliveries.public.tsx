import { useState } from 'react';
import { Button, Card, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTruckDelivery } from '@tabler/icons-react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { VendorDeliveryRow } from '@dripp/contract/suggested-orders';
import { WEEKDAY_LABELS } from '@dripp/contract/store-day';
import { time12 } from '@dripp/domain/incident-format';
import { isoWeekday } from '@dripp/domain/store-day';
import { LoadFailed } from '../../components/not-loaded';
import { displayMonthDay, storeLabel } from '../../lib/format';
import { i18n } from '../../i18n/i18n';
import { loadFailure } from '../../lib/load-state';
import { usePermissions } from '../../lib/permissions';
import { useVendorDeliveries } from './api/get-vendor-deliveries';
import { DeliveryScheduleForm } from './delivery-schedule-form';
import { WeekdayToggles } from './weekday-toggles';
import './delivery-schedules.css';

const byNumber = new Intl.Collator('en', { numeric: true });

/** "Tue, December 1": a delivery day, with its weekday, as the store's calendar has it. */
export function deliveryDayText(day: string): string {
  return `${i18n._(WEEKDAY_LABELS[isoWeekday(day) - 1]!).slice(0, 3)}, ${displayMonthDay(day)}`;
}

/** "Order by 2:00 PM the day before", "… the same day", "… 3 days before". */
export function cutOffText(leadDays: number, orderBy: string): string {
  const time = time12(orderBy);
  if (leadDays === 0) return i18n._(msg`Order by ${time} the same day`);
  if (leadDays === 1) return i18n._(msg`Order by ${time} the day before`);
  return i18n._(msg`Order by ${time} ${leadDays} days before`);
}

function DeliveryRowView({ row, canEdit, onEdit }: { row: VendorDeliveryRow; canEdit: boolean; onEdit: () => void }) {
  const { t } = useLingui();
  const label = storeLabel(row.store);
  const { schedule } = row;
  return (
    <Stack gap={6} data-delivery-store={row.store.id}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text fw={600}>{label}</Text>
        {canEdit && (
          <Button
            variant="light"
            h={44}
            leftSection={<IconPencil size={16} />}
            onClick={onEdit}
            aria-label={t`Edit deliveries at ${label}`}
          >
            <Trans>Edit</Trans>
          </Button>
        )}
      </Group>
      {schedule ? (
        <>
          <WeekdayToggles label={t`Delivery days at ${label}`} value={schedule.delivery_days} />
          <Text size="sm">{cutOffText(schedule.lead_days, schedule.order_by)}</Text>
          {row.next_deliveries.length > 0 && (
            <Text size="sm" c="dimmed" data-next-deliveries>
              <NextDeliveries days={row.next_deliveries} />
            </Text>
          )}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          <Trans>No delivery days set: orders from this vendor at this store get no suggestion.</Trans>
        </Text>
      )}
    </Stack>
  );
}

function NextDeliveries({ days }: { days: string[] }) {
  const next = days.map(deliveryDayText).join(' · ');
  return <Trans>Next deliveries: {next}</Trans>;
}

/**
 * The vendor's admin page's Deliveries (issue 38, DESIGN §8): each store it serves, with the days it
 * delivers there, the order cut-off and the next two deliveries, in the store's own time; editable per
 * store by those who hold delivery-schedules-edit there.
 */
export function VendorDeliveriesSection({ vendorId }: { vendorId: number }) {
  const { t } = useLingui();
  const { can } = usePermissions();
  const deliveries = useVendorDeliveries(vendorId, can('delivery-schedules-view'));
  const [editing, setEditing] = useState<number | null>(null);
  if (!can('delivery-schedules-view')) return null;
  const failure = loadFailure(deliveries);
  const rows = [...(deliveries.data ?? [])].sort((a, b) => byNumber.compare(a.store.number, b.store.number));

  return (
    <Card padding="md" aria-labelledby="dripp-deliveries-title" component="section">
      <Group gap="xs" mb={4}>
        <IconTruckDelivery size={20} color="var(--mantine-color-espresso-6)" aria-hidden />
        <Title order={2} size="h4" c="espresso.9" id="dripp-deliveries-title">
          <Trans>Deliveries</Trans>
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        <Trans>
          When this vendor delivers to each store, in the store&apos;s own time. Suggested orders cover the days until
          the delivery after next.
        </Trans>
      </Text>
      {failure ? (
        <LoadFailed failure={failure} />
      ) : deliveries.isPending ? (
        <Stack gap="sm" role="status" aria-label={t`Loading deliveries`}>
          <Skeleton height={72} />
          <Skeleton height={72} />
        </Stack>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>This vendor serves no store yet</Trans>
        </Text>
      ) : (
        <Stack gap="md">
          {rows.map((row, index) => (
            <div key={row.store.id}>
              {index > 0 && <Divider mb="md" />}
              {editing === row.store.id ? (
                <Stack gap="xs">
                  <Text fw={600}>{storeLabel(row.store)}</Text>
                  <DeliveryScheduleForm vendorId={vendorId} row={row} onDone={() => setEditing(null)} />
                </Stack>
              ) : (
                <DeliveryRowView
                  row={row}
                  canEdit={can('delivery-schedules-edit', row.store.id)}
                  onEdit={() => setEditing(row.store.id)}
                />
              )}
            </div>
          ))}
        </Stack>
      )}
    </Card>
  );
}
