import { Fragment, useMemo, useState } from 'react';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Card,
  Group,
  LoadingOverlay,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import {
  IconCalendar,
  IconChevronDown,
  IconChevronRight,
  IconChevronUp,
  IconMailForward,
  IconPrinter,
  IconReceiptOff,
  IconSelector,
  IconTruck,
} from '@tabler/icons-react';
import type { OrderHistory } from '@dripp/contract/ordering';
import {
  ORDER_HISTORY_PRESETS,
  costSum,
  defaultHistoryRange,
  formatMoney,
  nextSort,
  presetOf,
  presetRange,
  sortOrders,
  type DateRange,
  type OrderHistoryPreset,
  type OrderSortColumn,
  type SortState,
} from '@dripp/domain/ordering';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { Forbidden } from '../../components/forbidden';
import { StorePageHeader } from '../../components/store-page-header';
import { VendorInfoButton } from '../../components/vendor-info';
import { API_DATE, storeLabel, today } from '../../lib/format';
import { notifySuccess, notifyWarning } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { useStorePage } from '../../lib/store-page';
import { useOrders } from './api/get-orders';
import { useStoreVendors } from './api/get-store-vendors';
import { useResendOrder } from './api/resend-order';
import './order-history.css';

const PERMISSION = 'order-history-view';
const ALL_VENDORS = '';

function money(value: string | null): string {
  const formatted = formatMoney(value);
  if (formatted == null) return '—';
  const [whole = '0', cents = '00'] = formatted.replace('-', '').split('.');
  return `${formatted.startsWith('-') ? '-' : ''}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

function isDay(value: string | null): value is string {
  return value != null && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).format(API_DATE) === value;
}

function timeOf(order: OrderHistory): string {
  return dayjs(order.created_at).format('MMM D, YYYY h:mm A');
}

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

const SORT_COLUMNS: { column: OrderSortColumn; label: string; numeric?: boolean }[] = [
  { column: 'time', label: 'Time' },
  { column: 'vendor', label: 'Vendor' },
  { column: 'total', label: 'Total', numeric: true },
];

function SortHeader({
  column,
  label,
  numeric,
  sort,
  onSort,
}: {
  column: OrderSortColumn;
  label: string;
  numeric?: boolean;
  sort: SortState<OrderSortColumn>;
  onSort: (column: OrderSortColumn) => void;
}) {
  const active = sort.column === column;
  const Icon = active ? (sort.direction === 'asc' ? IconChevronUp : IconChevronDown) : IconSelector;
  return (
    <Table.Th p={0} aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column)} px="sm" py={8} w="100%">
        <Group gap={4} wrap="nowrap" justify={numeric ? 'flex-end' : 'flex-start'}>
          <Text fw={700} size="sm">
            {label}
          </Text>
          <Icon size={14} stroke={1.8} className="dripp-orders-screen-only" />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

function MailStatus({ order, storeId }: { order: OrderHistory; storeId: number }) {
  const { can } = usePermissions();
  const resend = useResendOrder();
  if (order.mail_status === 'sent') return null;
  return (
    <Group gap={6} wrap="nowrap" className="dripp-orders-screen-only" onClick={(event) => event.stopPropagation()}>
      <Badge color={order.mail_status === 'failed' ? 'red' : 'yellow'} variant="light" size="sm">
        {order.mail_status === 'failed' ? 'Not mailed' : 'Mailing'}
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
                    ? notifySuccess(message ?? 'The purchase order was mailed')
                    : notifyWarning(message ?? 'The purchase order could not be mailed'),
              },
            )
          }
        >
          Send again
        </Button>
      )}
    </Group>
  );
}

function OrderLines({ order }: { order: OrderHistory }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table
        verticalSpacing={4}
        withTableBorder
        bg="white"
        aria-label={`Products of the ${order.vendor.name} order of ${timeOf(order)}`}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th ta="right">Price</Table.Th>
            <Table.Th ta="right">O/H</Table.Th>
            <Table.Th ta="right">QTY</Table.Th>
            <Table.Th>U/M</Table.Th>
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

function OrdersTable({
  orders,
  storeId,
  sort,
  onSort,
  open,
  onToggle,
}: {
  orders: OrderHistory[];
  storeId: number;
  sort: SortState<OrderSortColumn>;
  onSort: (column: OrderSortColumn) => void;
  open: Set<number>;
  onToggle: (id: number) => void;
}) {
  return (
    <Table className="dripp-orders-table" verticalSpacing="sm" highlightOnHover aria-label="Orders">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40} className="dripp-orders-screen-only">
            <VisuallyHidden>Products</VisuallyHidden>
          </Table.Th>
          {SORT_COLUMNS.map((col) => (
            <SortHeader key={col.column} {...col} sort={sort} onSort={onSort} />
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
                    aria-label={`${expanded ? 'Hide' : 'Show'} products of the ${order.vendor.name} order of ${timeOf(order)}`}
                    onClick={(event) => {
                      event.stopPropagation();
                      onToggle(order.id);
                    }}
                  >
                    {expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                  </ActionIcon>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{timeOf(order)}</Table.Td>
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
                  <OrderLines order={order} />
                </Table.Td>
              </Table.Tr>
            </Fragment>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

function OrderCards({
  orders,
  storeId,
  open,
  onToggle,
}: {
  orders: OrderHistory[];
  storeId: number;
  open: Set<number>;
  onToggle: (id: number) => void;
}) {
  return (
    <Stack gap="sm" role="list" aria-label="Orders">
      {orders.map((order) => {
        const expanded = open.has(order.id);
        return (
          <Card key={order.id} padding="sm" shadow="none" role="listitem">
            <UnstyledButton
              onClick={() => onToggle(order.id)}
              aria-expanded={expanded}
              w="100%"
              aria-label={`${expanded ? 'Hide' : 'Show'} products of the ${order.vendor.name} order of ${timeOf(order)}`}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm">
                    {order.vendor.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {timeOf(order)} · {order.products.length} {order.products.length === 1 ? 'product' : 'products'}
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
                  <Text size="xs" c="dimmed">
                    Item {line.item_no || '—'} · Price {money(line.cost)} · O/H {line.on_hand ?? '—'} · QTY {line.qty} ·{' '}
                    {line.um || '—'}
                  </Text>
                </Box>
              ))}
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
export function OrderHistoryPage() {
  useDocumentTitle('Order History · Dripp Portal');
  const page = useStorePage(PERMISSION);
  const storeId = page.storeId;
  const [search, setSearch] = useSearchParams();
  const tablet = useMediaQuery('(max-width: 768px)', false, { getInitialValueInEffect: false });
  const day = today();

  const start = search.get('startDate');
  const end = search.get('endDate');
  const range: DateRange = isDay(start) && isDay(end) && start <= end ? { start, end } : defaultHistoryRange(day);
  // While only the first day of a new range is picked, the list keeps the last complete range.
  const [picking, setPicking] = useState<[string | null, string | null] | null>(null);

  const vendors = useStoreVendors(storeId);
  const vendorList = vendors.isError ? [] : (vendors.data ?? []);
  const requestedVendor = Number(search.get('vendorId'));
  const vendor = vendorList.find((entry) => entry.id === requestedVendor) ?? null;
  const tz = useMemo(browserTimeZone, []);
  const orders = useOrders(storeId, { vendorId: vendor?.id ?? null, start: range.start, end: range.end, tz });
  const [sort, setSort] = useState<SortState<OrderSortColumn>>({ column: 'time', direction: 'desc' });
  const [open, setOpen] = useState<Set<number>>(new Set());

  const list = useMemo(() => (orders.isError ? [] : (orders.data ?? [])), [orders.isError, orders.data]);
  const sorted = useMemo(() => sortOrders(list, sort), [list, sort]);
  const total = useMemo(() => costSum(list.map((order) => ({ cost: order.cost_sum, qty: 1 }))), [list]);

  if (!page.canView) {
    return (
      <>
        <StorePageHeader
          title="Order History"
          permission={PERMISSION}
          storeId={storeId}
          onStoreChange={page.setStoreId}
        />
        <Forbidden storeSpecific={page.storeSpecific} />
      </>
    );
  }

  const update = (changes: Record<string, string | null>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value == null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  const setRange = (next: DateRange) => {
    setPicking(null);
    setOpen(new Set());
    update({ startDate: next.start, endDate: next.end });
  };

  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const preset = presetOf(range, day);

  return (
    <Box className="dripp-orders">
      <Box className="dripp-no-print">
        <StorePageHeader
          title="Order History"
          permission={PERMISSION}
          storeId={storeId}
          onStoreChange={(id) => {
            setOpen(new Set());
            update({ vendorId: null });
            page.setStoreId(id);
          }}
          actions={
            <Tooltip label="Print">
              <ActionIcon size={36} variant="light" onClick={() => window.print()} aria-label="Print">
                <IconPrinter size={20} />
              </ActionIcon>
            </Tooltip>
          }
        />
      </Box>

      <Box className="dripp-orders-print-only" mb="md">
        <Title order={1} size="h3">
          Order History · {page.store ? storeLabel(page.store.store) : ''}
        </Title>
        <Text size="sm">
          {range.start === range.end ? range.start : `${range.start} – ${range.end}`} · {vendor?.name ?? 'All vendors'}
        </Text>
      </Box>

      <Stack gap="lg">
        <Card padding="lg" className="dripp-orders-screen-only">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <DatePickerInput
              type="range"
              label="Dates"
              valueFormat="YYYY-MM-DD"
              value={picking ?? [range.start, range.end]}
              onChange={(value) => {
                const [from, to] = value;
                const first = from ? dayjs(from).format(API_DATE) : null;
                const last = to ? dayjs(to).format(API_DATE) : null;
                if (first && last) setRange({ start: first, end: last });
                else setPicking([first, last]);
              }}
              onDropdownClose={() => setPicking(null)}
              allowSingleDateInRange
              numberOfColumns={tablet ? 1 : 2}
              minDate={dayjs().subtract(100, 'year').toDate()}
              leftSection={<IconCalendar size={18} stroke={1.6} />}
              w={{ base: '100%', xs: 260 }}
              popoverProps={{ withinPortal: true }}
            />
            <Select
              label="Range"
              placeholder="Custom range"
              data={ORDER_HISTORY_PRESETS.map((entry) => ({ value: entry.value, label: entry.label }))}
              value={preset}
              onChange={(value) => value && setRange(presetRange(value as OrderHistoryPreset, day))}
              w={{ base: '100%', xs: 180 }}
            />
            <Group gap="xs" align="flex-end" wrap="nowrap" w={{ base: '100%', xs: 'auto' }}>
              {vendors.isPending && storeId != null ? (
                <Skeleton height={36} width={280} />
              ) : (
                <Select
                  label="Vendor"
                  data={[
                    { value: ALL_VENDORS, label: 'All vendors' },
                    ...vendorList.map((entry) => ({ value: String(entry.id), label: entry.name })),
                  ]}
                  value={vendor ? String(vendor.id) : ALL_VENDORS}
                  onChange={(value) => {
                    setOpen(new Set());
                    update({ vendorId: value || null });
                  }}
                  searchable={vendorList.length > 8}
                  nothingFoundMessage="No vendors"
                  leftSection={<IconTruck size={16} />}
                  w={{ base: 'auto', xs: 280 }}
                  flex={{ base: 1, xs: 'none' }}
                />
              )}
              {vendor && <VendorInfoButton vendor={vendor} />}
            </Group>
          </Group>
        </Card>

        <Card padding="lg" pos="relative">
          <LoadingOverlay visible={orders.isPlaceholderData} zIndex={2} overlayProps={{ blur: 1 }} />
          {orders.isPending ? (
            <Stack gap="sm" aria-label="Loading orders">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} height={40} />
              ))}
            </Stack>
          ) : sorted.length === 0 ? (
            <Stack align="center" gap={6} py="lg">
              <IconReceiptOff size={36} stroke={1.3} color="var(--mantine-color-espresso-4)" />
              <Text fw={600}>No orders found</Text>
            </Stack>
          ) : (
            <>
              <Group justify="space-between" mb="sm" gap="xs">
                <Text size="sm" c="dimmed">
                  {sorted.length} {sorted.length === 1 ? 'order' : 'orders'}
                </Text>
                <Text size="sm">
                  Total <b className="dripp-orders-money">{money(total)}</b>
                </Text>
              </Group>
              <div className="dripp-orders-table-wrap">
                <OrdersTable
                  orders={sorted}
                  storeId={storeId!}
                  sort={sort}
                  onSort={(column) => setSort((current) => nextSort(current, column))}
                  open={open}
                  onToggle={toggle}
                />
              </div>
              <div className="dripp-orders-cards">
                <Group gap="xs" mb="sm">
                  {SORT_COLUMNS.map((col) => {
                    const active = sort.column === col.column;
                    return (
                      <Button
                        key={col.column}
                        size="compact-sm"
                        variant={active ? 'light' : 'subtle'}
                        color={active ? undefined : 'gray'}
                        onClick={() => setSort((current) => nextSort(current, col.column))}
                        rightSection={
                          active ? (
                            sort.direction === 'asc' ? (
                              <IconChevronUp size={14} />
                            ) : (
                              <IconChevronDown size={14} />
                            )
                          ) : undefined
                        }
                        aria-label={`Sort by ${col.label}`}
                      >
                        {col.label}
                      </Button>
                    );
                  })}
                </Group>
                <OrderCards orders={sorted} storeId={storeId!} open={open} onToggle={toggle} />
              </div>
            </>
          )}
        </Card>
      </Stack>
    </Box>
  );
}
