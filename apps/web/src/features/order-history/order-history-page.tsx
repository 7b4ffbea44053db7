import { useMemo, useState } from 'react';
import {
  ActionIcon,
  Box,
  Button,
  Card,
  Group,
  LoadingOverlay,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.layer.css';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import {
  IconCalendar,
  IconChevronDown,
  IconChevronUp,
  IconPrinter,
  IconReceiptOff,
  IconTruck,
} from '@tabler/icons-react';
import {
  ORDER_HISTORY_PRESETS,
  costSum,
  defaultHistoryRange,
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
import { localTimeZone } from '@dripp/contract/time-zones';
import { useSearchParams } from 'react-router';
import { orderingEndpoints } from '@dripp/contract/endpoints/ordering';
import { ExportCsvButton } from '../../components/export-csv-button';
import { Forbidden } from '../../components/forbidden';
import { StorePageHeader } from '../../components/store-page-header';
import { VendorInfoButton } from '../../components/vendor-info';
import { useStoreVendors } from '../../lib/api/get-store-vendors';
import { API_DATE, DISPLAY_DATE, displayDateRange, money, storeLabel, today } from '../../lib/format';
import { useStorePage } from '../../lib/store-page';
import { useOrders } from './api/get-orders';
import { OrderCards, OrdersTable, SORT_COLUMNS } from './order-list';
import './order-history.css';
import { LoadFailed } from '../../components/not-loaded';
import { loadFailure } from '../../lib/load-state';

const PERMISSION = 'order-history-view';
const ALL_VENDORS = '';

function isDay(value: string | null): value is string {
  return value != null && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).format(API_DATE) === value;
}

export function OrderHistoryPage() {
  useDocumentTitle('Order History · Dripp Portal');
  const page = useStorePage(PERMISSION);
  const storeId = page.storeId;
  const [search, setSearch] = useSearchParams();
  const tablet = useMediaQuery('(max-width: 768px)', false, { getInitialValueInEffect: false });
  // The store's days: its presets and the range's whole days are taken in its time zone.
  const tz = page.store?.store.time_zone ?? localTimeZone();
  const day = today(tz);

  const start = search.get('startDate');
  const end = search.get('endDate');
  const range: DateRange = isDay(start) && isDay(end) && start <= end ? { start, end } : defaultHistoryRange(day);
  // While only the first day of a new range is picked, the list keeps the last complete range.
  const [picking, setPicking] = useState<[string | null, string | null] | null>(null);

  const vendors = useStoreVendors(storeId);
  const vendorList = vendors.isError ? [] : (vendors.data ?? []);
  const requestedVendor = Number(search.get('vendorId'));
  const vendor = vendorList.find((entry) => entry.id === requestedVendor) ?? null;
  const orders = useOrders(storeId, { vendorId: vendor?.id ?? null, start: range.start, end: range.end, tz });
  const listFailure = loadFailure(page.storesLoad, storeId != null && orders);
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
          {displayDateRange(range.start, range.end)} · {vendor?.name ?? 'All vendors'}
        </Text>
      </Box>

      <Stack gap="lg">
        <Card padding="lg" className="dripp-orders-screen-only">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <DatePickerInput
              type="range"
              label="Dates"
              valueFormat={DISPLAY_DATE}
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
              w={{ base: '100%', xs: 360 }}
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
            {storeId != null && (
              <ExportCsvButton
                endpoint={orderingEndpoints.export}
                params={{ id: storeId }}
                query={{ vendorId: vendor?.id ?? null, startDate: range.start, endDate: range.end, tz }}
              />
            )}
          </Group>
        </Card>

        <Card padding="lg" pos="relative">
          <LoadingOverlay visible={orders.isPlaceholderData} zIndex={2} overlayProps={{ blur: 1 }} />
          {listFailure ? (
            <LoadFailed failure={listFailure} />
          ) : orders.isPending ? (
            <Stack gap="sm" role="status" aria-label="Loading orders">
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
                  timeZone={page.store?.store.time_zone}
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
                <OrderCards
                  orders={sorted}
                  storeId={storeId!}
                  open={open}
                  onToggle={toggle}
                  timeZone={page.store?.store.time_zone}
                />
              </div>
            </>
          )}
        </Card>
      </Stack>
    </Box>
  );
}
