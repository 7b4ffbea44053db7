import { Fragment } from 'react';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconMailForward } from '@tabler/icons-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderHistory } from '@dripp/contract/ordering';
import { type OrderSortColumn, type SortState } from '@dripp/domain/ordering';
import { SortHeader } from '../../components/sort-header';
import { displayDateTime, money } from '../../lib/format';
import { notifySuccess, notifyWarning } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { useResendOrder } from './api/resend-order';
import { OrderRecord } from './order-record';

/** When the order was placed, on its store's clock (named where the browser's differs). */
function timeOf(order: OrderHistory, timeZone: string | undefined): string {
  return displayDateTime(order.created_at, timeZone);
}

export const SORT_COLUMNS: { column: OrderSortColumn; label: MessageDescriptor; numeric?: boolean }[] = [
  { column: 'time', label: msg`Time` },
  { column: 'vendor', label: msg`Vendor` },
  { column: 'total', label: msg`Total`, numeric: true },
];

/** "Show products of the … order of …", or Hide when they are shown: the toggle's name. */
function useToggleLabel() {
  const { t } = useLingui();
  return (order: OrderHistory, expanded: boolean, timeZone: string | undefined) => {
    const vendorName = order.vendor.name;
    const time = timeOf(order, timeZone);
    return expanded
      ? t`Hide products of the ${vendorName} order of ${time}`
      : t`Show products of the ${vendorName} order of ${time}`;
  };
}

function MailStatus({ order, storeId }: { order: OrderHistory; storeId: number }) {
  const { t } = useLingui();
  const { can } = usePermissions();
  const resend = useResendOrder();
  if (order.mail_status === 'sent') return null;
  return (
    <Group gap={6} wrap="nowrap" className="dripp-orders-screen-only" onClick={(event) => event.stopPropagation()}>
      <Badge color={order.mail_status === 'failed' ? 'red' : 'yellow'} variant="light" size="sm">
        {order.mail_status === 'failed' ? t`Not mailed` : t`Mailing`}
      </Badge>
      {order.mail_status === 'failed' && can('order-history-create', storeId) && (
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconMailForward size={12} />}
          loading={resend.isPending}
          onClick={() =>
            resend.mutate(
              { storeId, orderId: order.id },
              {
                onSuccess: ({ order: sent, message }) =>
                  sent.mail_status === 'sent'
                    ? notifySuccess(message ?? t`The purchase order was mailed`)
                    : notifyWarning(message ?? t`The purchase order could not be mailed`),
              },
            )
          }
        >
          <Trans>Send again</Trans>
        </Button>
      )}
    </Group>
  );
}

function OrderLines({ order, timeZone }: { order: OrderHistory; timeZone: string | undefined }) {
  const { t } = useLingui();
  const vendorName = order.vendor.name;
  const time = timeOf(order, timeZone);
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table
        verticalSpacing={4}
        withTableBorder
        bg="white"
        aria-label={t`Products of the ${vendorName} order of ${time}`}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Item</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Description</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>Price</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>O/H</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>QTY</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>U/M</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.products.map((line, index) => (
            <Table.Tr key={index}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{line.item_no || '—'}</Table.Td>
              <Table.Td>{line.description}</Table.Td>
              <Table.Td className="dripp-orders-money">{money(line.cost)}</Table.Td>
              <Table.Td className="dripp-orders-money">{line.on_hand ?? '—'}</Table.Td>
              <Table.Td className="dripp-orders-money">{line.qty}</Table.Td>
              <Table.Td>{line.um || '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function OrdersTable({
  orders,
  storeId,
  sort,
  onSort,
  open,
  onToggle,
  timeZone,
}: {
  orders: OrderHistory[];
  storeId: number;
  sort: SortState<OrderSortColumn>;
  onSort: (column: OrderSortColumn) => void;
  open: Set<number>;
  onToggle: (id: number) => void;
  /** The store's zone: times are on its clock. */
  timeZone?: string;
}) {
  const { t, i18n } = useLingui();
  const toggleLabel = useToggleLabel();
  return (
    <Table className="dripp-orders-table" verticalSpacing="sm" highlightOnHover aria-label={t`Orders`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40} className="dripp-orders-screen-only">
            <VisuallyHidden>
              <Trans>Products</Trans>
            </VisuallyHidden>
          </Table.Th>
          {SORT_COLUMNS.map((col) => (
            <SortHeader
              key={col.column}
              {...col}
              label={i18n._(col.label)}
              sort={sort}
              onSort={onSort}
              iconClassName="dripp-orders-screen-only"
            />
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {orders.map((order) => {
          const expanded = open.has(order.id);
          return (
            <Fragment key={order.id}>
              <Table.Tr className="dripp-orders-row" data-open={expanded} onClick={() => onToggle(order.id)}>
                <Table.Td className="dripp-orders-screen-only">
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    aria-expanded={expanded}
                    aria-label={toggleLabel(order, expanded, timeZone)}
                    onClick={(event) => {
                      event.stopPropagation();
                      onToggle(order.id);
                    }}
                  >
                    {expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                  </ActionIcon>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{timeOf(order, timeZone)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="wrap">
                    <span>{order.vendor.name}</span>
                    <MailStatus order={order} storeId={storeId} />
                  </Group>
                </Table.Td>
                <Table.Td className="dripp-orders-money">{money(order.cost_sum)}</Table.Td>
              </Table.Tr>
              <Table.Tr className="dripp-orders-lines" data-open={expanded}>
                <Table.Td colSpan={4}>
                  <OrderLines order={order} timeZone={timeZone} />
                  <OrderRecord storeId={storeId} orderId={order.id} open={expanded} />
                </Table.Td>
              </Table.Tr>
            </Fragment>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

function CardLineFacts({ line }: { line: OrderHistory['products'][number] }) {
  const item = line.item_no || '—';
  const price = money(line.cost);
  const onHand = line.on_hand ?? '—';
  const qty = line.qty;
  const unit = line.um || '—';
  return (
    <Text size="xs" c="dimmed">
      <Trans>
        Item {item} · Price {price} · O/H {onHand} · QTY {qty} · {unit}
      </Trans>
    </Text>
  );
}

export function OrderCards({
  orders,
  storeId,
  open,
  onToggle,
  timeZone,
}: {
  orders: OrderHistory[];
  storeId: number;
  open: Set<number>;
  onToggle: (id: number) => void;
  /** The store's zone: times are on its clock. */
  timeZone?: string;
}) {
  const { t } = useLingui();
  const toggleLabel = useToggleLabel();
  return (
    <Stack gap="sm" role="list" aria-label={t`Orders`}>
      {orders.map((order) => {
        const expanded = open.has(order.id);
        const productCount = order.products.length;
        return (
          <Card key={order.id} padding="sm" shadow="none" role="listitem">
            <UnstyledButton
              onClick={() => onToggle(order.id)}
              aria-expanded={expanded}
              w="100%"
              aria-label={toggleLabel(order, expanded, timeZone)}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm">
                    {order.vendor.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {timeOf(order, timeZone)} · {t`${plural(productCount, { one: '# product', other: '# products' })}`}
                  </Text>
                </Stack>
                <Group gap={6} wrap="nowrap">
                  <Text fw={700} className="dripp-orders-money">
                    {money(order.cost_sum)}
                  </Text>
                  {expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                </Group>
              </Group>
            </UnstyledButton>
            <Box mt={order.mail_status === 'sent' ? 0 : 6}>
              <MailStatus order={order} storeId={storeId} />
            </Box>
            <Stack gap={6} mt={expanded ? 'sm' : 0} className="dripp-orders-card-lines" data-open={expanded}>
              {order.products.map((line, index) => (
                <Box key={index} py={6} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
                  <Text size="sm">{line.description}</Text>
                  <CardLineFacts line={line} />
                </Box>
              ))}
              <OrderRecord storeId={storeId} orderId={order.id} open={expanded} />
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}

/**
 * /management/order-history (spec 1 §2 Order History): a store's orders in a date range, for one
 * vendor or all, sortable by time, vendor and total; a row opens to its products.
 */
