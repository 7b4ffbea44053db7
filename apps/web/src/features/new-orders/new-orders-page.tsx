import { useCallback, useMemo, useRef, useState } from 'react';
import { ActionIcon, Box, Button, Card, Group, Select, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  IconArrowsSort,
  IconHistory,
  IconPrinter,
  IconSend,
  IconShoppingCartOff,
  IconSortAscending,
  IconSortDescending,
  IconTruck,
} from '@tabler/icons-react';
import type { ProductHistoryEntry } from '@dripp/contract/ordering';
import { vendorEmails } from '@dripp/contract/vendors';
import { DEFAULT_PRODUCT_SORT, nextSort, type ProductSortColumn, type SortState } from '@dripp/domain/ordering';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { Forbidden } from '../../components/forbidden';
import { LoadFailed } from '../../components/not-loaded';
import { PartBoundary } from '../../components/part-boundary';
import { StorePageHeader } from '../../components/store-page-header';
import { VendorInfoButton } from '../../components/vendor-info';
import { useStoreVendors } from '../../lib/api/get-store-vendors';
import { ApiError, fieldErrorsOf } from '../../lib/api-client';
import { displayDate, money, storeLabel } from '../../lib/format';
import { flaggedText, refuseFlagged } from '../../lib/number-fields';
import { notifySuccess, notifyWarning } from '../../lib/notify';
import { loadFailure } from '../../lib/load-state';
import { useStorePage } from '../../lib/store-page';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useOrderProducts } from './api/get-order-products';
import { useSubmitOrder } from './api/submit-order';
import { OrderCategory, SORT_COLUMNS } from './order-category';
import { OrderReview, mailedToText } from './order-review';
import {
  EMPTY_ENTRY,
  draftTotal,
  flaggedCount,
  newIdempotencyKey,
  orderBody,
  orderedLines,
  type Draft,
  type DraftEntry,
} from './order-draft';
import './new-orders.css';

const PERMISSION = 'order-history-create';

/** Phones have no column headers to click: the same sort, chosen from a list. */
function PhoneSort({
  sort,
  onChange,
}: {
  sort: SortState<ProductSortColumn>;
  onChange: (sort: SortState<ProductSortColumn>) => void;
}) {
  return (
    <div className="dripp-order-cards dripp-order-screen-only">
      <Group gap="xs" align="flex-end" wrap="nowrap" w="100%">
        <Select
          label="Sort by"
          data={SORT_COLUMNS.map((col) => ({ value: col.column, label: col.label }))}
          value={sort.column}
          onChange={(value) => value && onChange({ column: value as ProductSortColumn, direction: 'asc' })}
          leftSection={<IconArrowsSort size={16} />}
          style={{ flex: 1 }}
        />
        <Tooltip label={sort.direction === 'asc' ? 'Ascending' : 'Descending'}>
          <ActionIcon
            size={36}
            variant="default"
            onClick={() => onChange(nextSort(sort, sort.column))}
            aria-label={
              sort.direction === 'asc' ? 'Sorted ascending; sort descending' : 'Sorted descending; sort ascending'
            }
          >
            {sort.direction === 'asc' ? <IconSortAscending size={18} /> : <IconSortDescending size={18} />}
          </ActionIcon>
        </Tooltip>
      </Group>
    </div>
  );
}

/**
 * /management/new-orders (spec 1 §2 New Orders): choose a vendor of the store, count what is on
 * hand, enter quantities (with each product's order history a click away) and submit once.
 */
export function NewOrdersPage() {
  useDocumentTitle('New Orders · Dripp Portal');
  const page = useStorePage(PERMISSION);
  const storeId = page.storeId;
  const [search, setSearch] = useSearchParams();
  const vendors = useStoreVendors(storeId);
  const vendorList = useMemo(() => (vendors.isError ? [] : (vendors.data ?? [])), [vendors.isError, vendors.data]);
  const requestedVendor = Number(search.get('vendorId'));
  const vendor = vendorList.find((entry) => entry.id === requestedVendor) ?? null;
  const vendorId = vendor?.id ?? null;
  const products = useOrderProducts(vendorId);
  const groups = useMemo(
    () => (products.isError ? [] : (products.data ?? [])).filter((group) => group.products.length > 0),
    [products.isError, products.data],
  );

  // Drafts live per store and vendor, so looking at another vendor does not lose what was typed.
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const draftKey = `${storeId}:${vendorId}`;
  const draft = useMemo(() => drafts[draftKey] ?? {}, [drafts, draftKey]);
  const [openProductId, setOpenProductId] = useState<number | null>(null);
  const [sort, setSort] = useState<SortState<ProductSortColumn>>(DEFAULT_PRODUCT_SORT);
  const [serverErrors, setServerErrors] = useState<Record<number, string>>({});
  const [reviewing, setReviewing] = useState(false);
  const submit = useSubmitOrder();
  // One key per order attempt: kept while the order is unchanged (a retry is the same attempt).
  const attemptKey = useRef<string | null>(null);
  const sending = useRef(false);
  // Quantities typed for any vendor of any store and not submitted yet.
  useUnsavedChanges(
    Object.values(drafts).some((forVendor) =>
      Object.values(forVendor).some((entry) => entry.qty.trim() !== '' || entry.on_hand.trim() !== ''),
    ),
  );

  const updateEntry = useCallback(
    (productId: number, change: Partial<DraftEntry>) => {
      attemptKey.current = null;
      setServerErrors((current) => {
        if (!(productId in current)) return current;
        const next = { ...current };
        delete next[productId];
        return next;
      });
      setDrafts((current) => {
        const forVendor = current[draftKey] ?? {};
        return {
          ...current,
          [draftKey]: { ...forVendor, [productId]: { ...(forVendor[productId] ?? EMPTY_ENTRY), ...change } },
        };
      });
    },
    [draftKey],
  );

  const onEntry = useCallback(
    (productId: number, field: keyof DraftEntry, value: string) => updateEntry(productId, { [field]: value }),
    [updateEntry],
  );
  const onPickHistory = useCallback(
    (productId: number, entry: ProductHistoryEntry) =>
      updateEntry(productId, { on_hand: entry.on_hand == null ? '' : String(entry.on_hand), qty: String(entry.qty) }),
    [updateEntry],
  );
  const onOpen = useCallback((productId: number) => setOpenProductId(productId), []);
  const onClose = useCallback(() => setOpenProductId(null), []);
  const onSort = useCallback((column: ProductSortColumn) => setSort((current) => nextSort(current, column)), []);

  const lines = useMemo(() => orderedLines(groups, draft), [groups, draft]);
  const flagged = useMemo(() => flaggedCount(draft), [draft]);
  const total = useMemo(() => draftTotal(lines), [lines]);

  if (!page.canView) {
    return (
      <>
        <StorePageHeader title="New Orders" permission={PERMISSION} storeId={storeId} onStoreChange={page.setStoreId} />
        <Forbidden storeSpecific={page.storeSpecific} />
      </>
    );
  }

  const chooseVendor = (id: number | null) => {
    setOpenProductId(null);
    setServerErrors({});
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (id == null) next.delete('vendorId');
        else next.set('vendorId', String(id));
        return next;
      },
      { replace: true },
    );
  };

  const mailTo = vendor ? vendorEmails(vendor.email) : [];
  const mailCopy = page.store?.store.email;

  /** Submit: checks the lines, then shows where the order goes before anything is sent. */
  const review = () => {
    if (sending.current || storeId == null || vendorId == null) return;
    if (lines.length === 0) {
      notifyWarning('Enter a quantity for at least one product');
      return;
    }
    if (refuseFlagged(flagged, 'Correct the highlighted entries before submitting')) return;
    setReviewing(true);
  };

  const send = () => {
    if (sending.current || storeId == null || vendorId == null) return;
    sending.current = true;
    attemptKey.current ??= newIdempotencyKey();
    const sent = lines;
    submit.mutate(
      { storeId, order: orderBody(vendorId, sent), idempotencyKey: attemptKey.current },
      {
        onSuccess: ({ order, message }) => {
          attemptKey.current = null;
          setReviewing(false);
          notifySuccess('Successfully submited orders');
          if (order.mail_status === 'sent') {
            notifySuccess(`Order #${order.id} was mailed to ${mailedToText(mailTo, mailCopy)}`);
          } else if (message) notifyWarning(message);
          setDrafts((current) => {
            const next = { ...current };
            delete next[draftKey];
            return next;
          });
          setOpenProductId(null);
          setServerErrors({});
        },
        onError: (error) => {
          // A refused line is named by its place in the request; show it beside that product.
          const errors = fieldErrorsOf(error);
          const byProduct: Record<number, string> = {};
          for (const [key, messages] of Object.entries(errors)) {
            const match = /^products\.(\d+)\./.exec(key);
            const line = match ? sent[Number(match[1])] : undefined;
            if (line && messages[0]) byProduct[line.product.id] = messages[0];
          }
          setServerErrors(byProduct);
          setReviewing(false);
          // A refused order will not change by retrying it; a lost answer may, with the same key.
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) attemptKey.current = null;
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const headerActions = (
    <>
      <Button
        variant="light"
        component={Link}
        to={`${paths.orderHistory.href()}${vendorId != null ? `?vendorId=${vendorId}` : ''}`}
        leftSection={<IconHistory size={16} />}
      >
        History
      </Button>
      <Tooltip label="Print">
        <ActionIcon
          size={36}
          variant="light"
          onClick={() => window.print()}
          aria-label="Print"
          disabled={vendorId == null}
        >
          <IconPrinter size={20} />
        </ActionIcon>
      </Tooltip>
    </>
  );

  const noVendors = !vendors.isPending && !vendors.isError && vendorList.length === 0 && storeId != null;
  const vendorsFailure = loadFailure(page.storesLoad, storeId != null && vendors);
  const productsFailure = loadFailure(vendorId != null && products);
  const hasOrder = lines.length > 0;

  return (
    <Box className="dripp-order" data-has-order={hasOrder}>
      <Box className="dripp-no-print">
        <StorePageHeader
          title="New Orders"
          permission={PERMISSION}
          storeId={storeId}
          onStoreChange={(id) => {
            setOpenProductId(null);
            setServerErrors({});
            page.setStoreId(id);
          }}
          actions={headerActions}
        />
      </Box>

      <Box className="dripp-order-print-only" mb="md">
        <Title order={1} size="h3">
          Order · {vendor?.name}
        </Title>
        <Text size="sm">
          {page.store ? storeLabel(page.store.store) : ''} · {displayDate(new Date())}
        </Text>
      </Box>

      <Stack gap="lg">
        <PartBoundary name="The vendor list">
          <Card padding="lg" className="dripp-order-screen-only">
            {vendorsFailure ? (
              <LoadFailed failure={vendorsFailure} />
            ) : vendors.isPending || page.isLoading ? (
              <Skeleton height={58} width={320} />
            ) : noVendors ? (
              <Group gap="sm" c="dimmed">
                <IconShoppingCartOff size={22} />
                <Text fw={600}>No Vendors Found</Text>
              </Group>
            ) : (
              <Group align="flex-end" gap="xs" wrap="nowrap">
                <Select
                  label="Vendor"
                  placeholder="Select vendor"
                  data={vendorList.map((entry) => ({ value: String(entry.id), label: entry.name }))}
                  value={vendorId == null ? null : String(vendorId)}
                  onChange={(value) => chooseVendor(value ? Number(value) : null)}
                  searchable={vendorList.length > 8}
                  nothingFoundMessage="No vendors"
                  leftSection={<IconTruck size={16} />}
                  w={{ base: 'auto', xs: 340 }}
                  flex={{ base: 1, xs: 'none' }}
                />
                {vendor && <VendorInfoButton vendor={vendor} />}
              </Group>
            )}
          </Card>
        </PartBoundary>

        {vendorId == null ? (
          !noVendors &&
          !vendors.isPending &&
          !vendorsFailure && (
            <Card padding="xl" className="dripp-order-screen-only">
              <Stack align="center" gap={4}>
                <IconTruck size={36} stroke={1.3} color="var(--mantine-color-espresso-4)" />
                <Text fw={600}>Choose a vendor to start an order</Text>
                <Text size="sm" c="dimmed" ta="center">
                  Count what is on hand, enter the quantities to order, and submit once.
                </Text>
              </Stack>
            </Card>
          )
        ) : productsFailure ? (
          <LoadFailed failure={productsFailure} />
        ) : products.isPending ? (
          <Stack gap="md" role="status" aria-label="Loading products">
            <Skeleton height={220} radius="md" />
            <Skeleton height={220} radius="md" />
          </Stack>
        ) : groups.length === 0 ? (
          <Card padding="xl">
            <Text c="dimmed" ta="center">
              This vendor has no products to order.
            </Text>
          </Card>
        ) : (
          <>
            <PhoneSort sort={sort} onChange={setSort} />
            {groups.map((group) => (
              <PartBoundary key={group.category.id} name={`The ${group.category.name} products`} resetKey={vendorId}>
                <OrderCategory
                  storeId={storeId!}
                  group={group}
                  draft={draft}
                  openProductId={openProductId}
                  sort={sort}
                  onSort={onSort}
                  serverErrors={serverErrors}
                  onEntry={onEntry}
                  onPickHistory={onPickHistory}
                  onOpen={onOpen}
                  onClose={onClose}
                />
              </PartBoundary>
            ))}
            <PartBoundary name="The order total">
              <Card padding="md" className="dripp-order-submitbar" shadow="md">
                <Group justify="space-between" gap="sm">
                  <Stack gap={0}>
                    <Text fw={700}>
                      {lines.length} {lines.length === 1 ? 'product' : 'products'} ordered
                    </Text>
                    <Text size="sm" c="dimmed">
                      Estimated total <b className="dripp-order-money">{money(total)}</b>
                    </Text>
                    {flagged > 0 && (
                      <Text size="sm" c="red.8" fw={500} data-summary="flagged">
                        {flaggedText(flagged)}
                      </Text>
                    )}
                  </Stack>
                  <Button
                    size="md"
                    className="dripp-order-screen-only"
                    leftSection={<IconSend size={18} />}
                    onClick={review}
                    loading={submit.isPending}
                    disabled={!hasOrder}
                  >
                    Submit
                  </Button>
                </Group>
              </Card>
              <OrderReview
                opened={reviewing}
                vendorName={vendor?.name ?? ''}
                to={mailTo}
                copy={mailCopy}
                lines={lines}
                total={total}
                sending={submit.isPending}
                onConfirm={send}
                onClose={() => setReviewing(false)}
              />
            </PartBoundary>
          </>
        )}
      </Stack>
    </Box>
  );
}
