import { useCallback, useMemo, useState } from 'react';
import { Box, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { vendorEmails } from '@dripp/contract/vendors';
import { DEFAULT_PRODUCT_SORT, nextSort, type ProductSortColumn, type SortState } from '@dripp/domain/ordering';
import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Forbidden } from '../../components/forbidden';
import { LoadFailed } from '../../components/not-loaded';
import { PartBoundary } from '../../components/part-boundary';
import { StorePageHeader } from '../../components/store-page-header';
import { useStoreVendors } from '../../lib/api/get-store-vendors';
import { displayDate, storeLabel } from '../../lib/format';
import { loadFailure } from '../../lib/load-state';
import { useStorePage } from '../../lib/store-page';
import { useOrderProducts } from './api/get-order-products';
import { OrderCategory } from './order-category';
import { OrderReview } from './order-review';
import { ChooseVendorPrompt, OrderHeaderActions, OrderSubmitBar, PhoneSort, VendorPicker } from './new-orders-parts';
import { useOrderDraft, useSendOrder } from './use-order-draft';
import { UseSuggestionsBar, useSuggestedOrder } from './use-suggested-order';
import './new-orders.css';

const PERMISSION = 'order-history-create';

/** The vendor chosen in the address (`?vendorId=`), among the store's vendors. */
function useChosenVendor(storeId: number | null) {
  const [search, setSearch] = useSearchParams();
  const vendors = useStoreVendors(storeId);
  const vendorList = useMemo(() => (vendors.isError ? [] : (vendors.data ?? [])), [vendors.isError, vendors.data]);
  const requestedVendor = Number(search.get('vendorId'));
  const vendor = vendorList.find((entry) => entry.id === requestedVendor) ?? null;
  const setVendorId = (id: number | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (id == null) next.delete('vendorId');
        else next.set('vendorId', String(id));
        return next;
      },
      { replace: true },
    );
  return { vendors, vendorList, vendor, vendorId: vendor?.id ?? null, setVendorId };
}

/** The printed order's heading: the vendor, the store and the day. */
function PrintHeading({ vendorName, storeName }: { vendorName: string | undefined; storeName: string }) {
  const printedOn = displayDate(new Date());
  return (
    <Box className="dripp-order-print-only" mb="md">
      <Title order={1} size="h3">
        <Trans>Order · {vendorName}</Trans>
      </Title>
      <Text size="sm">
        {storeName} · {printedOn}
      </Text>
    </Box>
  );
}

/**
 * /management/new-orders (spec 1 §2 New Orders): choose a vendor of the store, count what is on
 * hand, enter quantities (with each product's order history a click away) and submit once.
 */
export function NewOrdersPage() {
  const { t } = useLingui();
  useDocumentTitle(t`New Orders · Dripp Portal`);
  const categoryPart = (categoryName: string) => t`The ${categoryName} products`;
  const page = useStorePage(PERMISSION);
  const storeId = page.storeId;
  const { vendors, vendorList, vendor, vendorId, setVendorId } = useChosenVendor(storeId);
  const products = useOrderProducts(vendorId);
  const groups = useMemo(
    () => (products.isError ? [] : (products.data ?? [])).filter((group) => group.products.length > 0),
    [products.isError, products.data],
  );
  const order = useOrderDraft(storeId, vendorId, groups);
  const suggested = useSuggestedOrder(storeId, vendorId, groups, order);
  const [sort, setSort] = useState<SortState<ProductSortColumn>>(DEFAULT_PRODUCT_SORT);
  const onSort = useCallback((column: ProductSortColumn) => setSort((current) => nextSort(current, column)), []);
  const mailTo = vendor ? vendorEmails(vendor.email) : [];
  const mailCopy = page.store?.store.email;
  const sender = useSendOrder(order, { storeId, vendorId, mailTo, mailCopy });

  if (!page.canView) {
    return (
      <>
        <StorePageHeader
          title={t`New Orders`}
          permission={PERMISSION}
          storeId={storeId}
          onStoreChange={page.setStoreId}
        />
        <Forbidden storeSpecific={page.storeSpecific} />
      </>
    );
  }

  const noVendors = !vendors.isPending && !vendors.isError && vendorList.length === 0 && storeId != null;
  const vendorsFailure = loadFailure(page.storesLoad, storeId != null && vendors);
  const productsFailure = loadFailure(vendorId != null && products);
  const { lines } = order;

  return (
    <Box className="dripp-order" data-has-order={lines.length > 0}>
      <Box className="dripp-no-print">
        <StorePageHeader
          title={t`New Orders`}
          permission={PERMISSION}
          storeId={storeId}
          onStoreChange={(id) => {
            order.leave();
            page.setStoreId(id);
          }}
          actions={<OrderHeaderActions vendorId={vendorId} />}
        />
      </Box>

      <PrintHeading vendorName={vendor?.name} storeName={page.store ? storeLabel(page.store.store) : ''} />

      <Stack gap="lg">
        <PartBoundary name={t`The vendor list`}>
          <VendorPicker
            failure={vendorsFailure}
            loading={vendors.isPending || page.isLoading}
            noVendors={noVendors}
            vendorList={vendorList}
            vendor={vendor}
            onChoose={(id) => {
              order.leave();
              setVendorId(id);
            }}
          />
        </PartBoundary>

        {vendorId == null ? (
          !noVendors && !vendors.isPending && !vendorsFailure && <ChooseVendorPrompt />
        ) : productsFailure ? (
          <LoadFailed failure={productsFailure} />
        ) : products.isPending ? (
          <Stack gap="md" role="status" aria-label={t`Loading products`}>
            <Skeleton height={220} radius="md" />
            <Skeleton height={220} radius="md" />
          </Stack>
        ) : groups.length === 0 ? (
          <Card padding="xl">
            <Text c="dimmed" ta="center">
              <Trans>This vendor has no products to order.</Trans>
            </Text>
          </Card>
        ) : (
          <>
            <PhoneSort sort={sort} onChange={setSort} />
            <UseSuggestionsBar
              ready={suggested.ready.size}
              loading={suggested.loading}
              failed={suggested.failed}
              onUse={suggested.fillAll}
            />
            {groups.map((group) => (
              <PartBoundary key={group.category.id} name={categoryPart(group.category.name)} resetKey={vendorId}>
                <OrderCategory
                  storeId={storeId!}
                  group={group}
                  draft={order.draft}
                  openProductId={order.openProductId}
                  sort={sort}
                  onSort={onSort}
                  serverErrors={order.serverErrors}
                  onEntry={order.onEntry}
                  onPickHistory={order.onPickHistory}
                  onOpen={order.onOpen}
                  onClose={order.onClose}
                  suggestionParts={suggested.partsByProduct}
                  onWhy={suggested.onWhy}
                />
              </PartBoundary>
            ))}
            <PartBoundary name={t`The order total`}>
              <OrderSubmitBar
                count={lines.length}
                total={order.total}
                flagged={order.flagged}
                loading={sender.isSending}
                onSubmit={sender.review}
              />
              <OrderReview
                opened={sender.reviewing}
                vendorName={vendor?.name ?? ''}
                to={mailTo}
                copy={mailCopy}
                lines={lines}
                suggested={suggested.ready}
                total={order.total}
                sending={sender.isSending}
                onConfirm={sender.send}
                onClose={sender.closeReview}
              />
            </PartBoundary>
            {suggested.why}
          </>
        )}
      </Stack>
    </Box>
  );
}
