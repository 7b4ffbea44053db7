import { useMemo, useState } from 'react';
import { ActionIcon, Box, Card, Group, LoadingOverlay, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import '@mantine/dates/styles.layer.css';
import { useDocumentTitle } from '@mantine/hooks';
import { IconPrinter, IconReceiptOff } from '@tabler/icons-react';
import {
  costSum,
  defaultHistoryRange,
  nextSort,
  sortOrders,
  type DateRange,
  type OrderSortColumn,
  type SortState,
} from '@dripp/domain/ordering';
import dayjs from 'dayjs';
import { localTimeZone } from '@dripp/contract/time-zones';
import type { OrderHistory } from '@dripp/contract/ordering';
import { useSearchParams } from 'react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { orderingEndpoints } from '@dripp/contract/endpoints/ordering';
import { ExportCsvButton } from '../../components/export-csv-button';
import { Forbidden } from '../../components/forbidden';
import { StorePageHeader } from '../../components/store-page-header';
import { useStoreVendors } from '../../lib/api/get-store-vendors';
import { API_DATE, displayDateRange, money, storeLabel, today } from '../../lib/format';
import { useStorePage } from '../../lib/store-page';
import { useOrders } from './api/get-orders';
import { OrderCards, OrdersTable } from './order-list';
import { CardSortButtons, DateRangeFields, VendorFilter } from './order-filters';
import './order-history.css';
import { LoadFailed } from '../../components/not-loaded';
import { loadFailure } from '../../lib/load-state';

const PERMISSION = 'order-history-view';

function isDay(value: string | null): value is string {
  return value != null && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).format(API_DATE) === value;
}

/** The orders whose lines are shown. */
function useOpenOrders() {
  const [open, setOpen] = useState<Set<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return { open, toggle, closeAll: () => setOpen(new Set()) };
}

/** The orders of the range: how many and their total, as a table or (on phones) as cards. */
function OrdersFound({
  orders,
  total,
  storeId,
  sort,
  onSort,
  open,
  onToggle,
  timeZone,
}: {
  orders: OrderHistory[];
  total: string;
  storeId: number;
  sort: SortState<OrderSortColumn>;
  onSort: (column: OrderSortColumn) => void;
  open: Set<number>;
  onToggle: (id: number) => void;
  timeZone: string | undefined;
}) {
  const { t } = useLingui();
  const totalText = money(total);
  const orderCount = orders.length;
  return (
    <>
      <Group justify="space-between" mb="sm" gap="xs">
        <Text size="sm" c="dimmed">
          {t`${plural(orderCount, { one: '# order', other: '# orders' })}`}
        </Text>
        <Text size="sm">
          <Trans>
            Total <b className="dripp-orders-money">{totalText}</b>
          </Trans>
        </Text>
      </Group>
      <div className="dripp-orders-table-wrap">
        <OrdersTable
          orders={orders}
          storeId={storeId}
          sort={sort}
          onSort={onSort}
          open={open}
          onToggle={onToggle}
          timeZone={timeZone}
        />
      </div>
      <div className="dripp-orders-cards">
        <CardSortButtons sort={sort} onSort={onSort} />
        <OrderCards orders={orders} storeId={storeId} open={open} onToggle={onToggle} timeZone={timeZone} />
      </div>
    </>
  );
}

/** The printed list's heading: the store, the range and the vendor. */
function PrintHeading({ storeName, range, vendorName }: { storeName: string; range: DateRange; vendorName?: string }) {
  const { t } = useLingui();
  return (
    <Box className="dripp-orders-print-only" mb="md">
      <Title order={1} size="h3">
        <Trans>Order History · {storeName}</Trans>
      </Title>
      <Text size="sm">
        {displayDateRange(range.start, range.end)} · {vendorName ?? t`All vendors`}
      </Text>
    </Box>
  );
}

export function OrderHistoryPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Order History · Dripp Portal`);
  const page = useStorePage(PERMISSION);
  const storeId = page.storeId;
  const [search, setSearch] = useSearchParams();
  // The store's days: its presets and the range's whole days are taken in its time zone.
  const tz = page.store?.store.time_zone ?? localTimeZone();
  const day = today(tz);

  const start = search.get('startDate');
  const end = search.get('endDate');
  const range: DateRange = isDay(start) && isDay(end) && start <= end ? { start, end } : defaultHistoryRange(day);

  const vendors = useStoreVendors(storeId);
  const vendorList = vendors.isError ? [] : (vendors.data ?? []);
  const requestedVendor = Number(search.get('vendorId'));
  const vendor = vendorList.find((entry) => entry.id === requestedVendor) ?? null;
  const orders = useOrders(storeId, { vendorId: vendor?.id ?? null, start: range.start, end: range.end, tz });
  const listFailure = loadFailure(page.storesLoad, storeId != null && orders);
  const [sort, setSort] = useState<SortState<OrderSortColumn>>({ column: 'time', direction: 'desc' });
  const { open, toggle, closeAll } = useOpenOrders();

  const list = useMemo(() => (orders.isError ? [] : (orders.data ?? [])), [orders.isError, orders.data]);
  const sorted = useMemo(() => sortOrders(list, sort), [list, sort]);
  const total = useMemo(() => costSum(list.map((order) => ({ cost: order.cost_sum, qty: 1 }))), [list]);

  if (!page.canView) {
    return (
      <>
        <StorePageHeader
          title={t`Order History`}
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
    closeAll();
    update({ startDate: next.start, endDate: next.end });
  };

  return (
    <Box className="dripp-orders">
      <Box className="dripp-no-print">
        <StorePageHeader
          title={t`Order History`}
          permission={PERMISSION}
          storeId={storeId}
          onStoreChange={(id) => {
            closeAll();
            update({ vendorId: null });
            page.setStoreId(id);
          }}
          actions={
            <Tooltip label={t`Print`}>
              <ActionIcon size={36} variant="light" onClick={() => window.print()} aria-label={t`Print`}>
                <IconPrinter size={20} />
              </ActionIcon>
            </Tooltip>
          }
        />
      </Box>

      <PrintHeading
        storeName={page.store ? storeLabel(page.store.store) : ''}
        range={range}
        vendorName={vendor?.name}
      />

      <Stack gap="lg">
        <Card padding="lg" className="dripp-orders-screen-only">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <DateRangeFields range={range} day={day} onRange={setRange} />
            <VendorFilter
              loading={vendors.isPending && storeId != null}
              vendorList={vendorList}
              vendor={vendor}
              onChoose={(id) => {
                closeAll();
                update({ vendorId: id });
              }}
            />
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
            <Stack gap="sm" role="status" aria-label={t`Loading orders`}>
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} height={40} />
              ))}
            </Stack>
          ) : sorted.length === 0 ? (
            <Stack align="center" gap={6} py="lg">
              <IconReceiptOff size={36} stroke={1.3} color="var(--mantine-color-espresso-4)" />
              <Text fw={600}>
                <Trans>No orders found</Trans>
              </Text>
            </Stack>
          ) : (
            <OrdersFound
              orders={sorted}
              total={total}
              storeId={storeId!}
              sort={sort}
              onSort={(column) => setSort((current) => nextSort(current, column))}
              open={open}
              onToggle={toggle}
              timeZone={page.store?.store.time_zone}
            />
          )}
        </Card>
      </Stack>
    </Box>
  );
}
