import { memo } from 'react';
import { Badge, Card, Group, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductHistoryEntry } from '@dripp/contract/ordering';
import type { Product, ProductCategoryGroup } from '@dripp/contract/products';
import type { SuggestionParts } from '@dripp/contract/suggested-orders';
import { onHandValue, sortProducts, usage, type ProductSortColumn, type SortState } from '@dripp/domain/ordering';
import { SortHeader } from '../../components/sort-header';
import { displayNumber, money } from '../../lib/format';
import { useProductHistory } from './api/get-product-history';
import { EMPTY_ENTRY, entryProblems, type Draft, type DraftEntry } from './order-draft';
import { ProductHistory } from './product-history';
import { loadFailure } from '../../lib/load-state';
import { NoSuggestionText, QuantityFlag, SuggestionCell } from './suggestion-cell';
import { lineSuggestion, type PartsLookup } from './suggestions';

export const SORT_COLUMNS: { column: ProductSortColumn; label: MessageDescriptor; numeric?: boolean }[] = [
  { column: 'item_no', label: msg`Item` },
  { column: 'description', label: msg`Description` },
  { column: 'cost', label: msg`Cost`, numeric: true },
  { column: 'retail', label: msg`Retail`, numeric: true },
  { column: 'um', label: msg`Unit of Measure` },
];

export interface RowHandlers {
  onEntry: (productId: number, field: keyof DraftEntry, value: string) => void;
  onPickHistory: (productId: number, entry: ProductHistoryEntry) => void;
  onOpen: (productId: number) => void;
  onClose: () => void;
  /** Opens "why this number" for the product's suggestion. */
  onWhy: (productId: number) => void;
}

interface RowProps extends RowHandlers {
  storeId: number;
  product: Product;
  entry: DraftEntry;
  open: boolean;
  serverError?: string;
  parts: PartsLookup;
}

/** The product's history (fetched once it is opened, then kept) and the usage it gives (spec 1 §5). */
function useRowHistory(storeId: number, product: Product, entry: DraftEntry, open: boolean) {
  const { t } = useLingui();
  const history = useProductHistory(storeId, product.id, open);
  const entries = history.isError ? [] : (history.data ?? []);
  const last = entries[0];
  const value = last ? usage(last, entry.on_hand) : null;
  const n = (v: number) => displayNumber(v);
  const shown = value == null ? null : n(value);
  let usageHint: string | null = null;
  if (value != null && last) {
    // Spec 1 §5's formula in the row's own numbers, so "Usage −2" explains itself.
    const before = n(onHandValue(last.on_hand));
    const ordered = n(onHandValue(last.qty));
    const now = n(onHandValue(entry.on_hand));
    usageHint =
      value < 0
        ? t`${before} on hand + ${ordered} ordered last time − ${now} on hand now: more on hand than expected, check the count`
        : t`${before} on hand + ${ordered} ordered last time − ${now} on hand now`;
  }
  return {
    entries,
    failure: open ? loadFailure(history) : null,
    loading: open && history.isPending,
    usageText: shown == null ? null : t`Usage ${shown}`,
    usageHint,
  };
}

function describe(product: Product): string {
  return product.item_no ? `${product.item_no} ${product.description}` : product.description;
}

function EntryInput({
  product,
  field,
  entry,
  error,
  onEntry,
  onOpen,
}: Pick<RowProps, 'product' | 'entry' | 'onEntry' | 'onOpen'> & { field: keyof DraftEntry; error?: string }) {
  const { t } = useLingui();
  const name = describe(product);
  return (
    <TextInput
      aria-label={field === 'on_hand' ? t`On Hand of ${name}` : t`Qty of ${name}`}
      value={entry[field]}
      onChange={(event) => onEntry(product.id, field, event.currentTarget.value)}
      onFocus={() => onOpen(product.id)}
      inputMode={field === 'on_hand' ? 'decimal' : 'numeric'}
      autoComplete="off"
      maxLength={12}
      size="sm"
      error={error}
      data-number-problem={error ? '' : undefined}
      styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
    />
  );
}

const OrderTableRow = memo(function OrderTableRow(props: RowProps) {
  const { storeId, product, entry, open, serverError, parts, onEntry, onOpen, onClose, onPickHistory, onWhy } = props;
  const history = useRowHistory(storeId, product, entry, open);
  const problems = entryProblems(entry);
  const ordered = entry.qty.trim() !== '';
  const suggestion = lineSuggestion(parts, entry);
  return (
    <>
      <Table.Tr className="dripp-order-row" data-open={open} data-ordered={ordered}>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>{product.item_no || '—'}</Table.Td>
        <Table.Td>{product.description}</Table.Td>
        <Table.Td className="dripp-order-money">{money(product.cost)}</Table.Td>
        <Table.Td className="dripp-order-money">{money(product.retail)}</Table.Td>
        <Table.Td>{product.um || '—'}</Table.Td>
        <Table.Td className="dripp-order-input" onClick={() => onOpen(product.id)}>
          <EntryInput
            product={product}
            field="on_hand"
            entry={entry}
            error={problems.on_hand}
            onEntry={onEntry}
            onOpen={onOpen}
          />
          {history.usageText && !open && (
            <Text
              size="xs"
              c="dimmed"
              ta="right"
              mt={2}
              className="dripp-order-screen-only"
              title={history.usageHint ?? undefined}
            >
              {history.usageText}
            </Text>
          )}
        </Table.Td>
        <Table.Td className="dripp-order-suggested dripp-order-screen-only">
          <SuggestionCell line={suggestion} name={describe(product)} onWhy={() => onWhy(product.id)} height={36} />
        </Table.Td>
        <Table.Td className="dripp-order-input" onClick={() => onOpen(product.id)}>
          <EntryInput
            product={product}
            field="qty"
            entry={entry}
            error={problems.qty ?? serverError}
            onEntry={onEntry}
            onOpen={onOpen}
          />
          <QuantityFlag line={suggestion} />
        </Table.Td>
      </Table.Tr>
      {open && (
        <Table.Tr className="dripp-order-history-row">
          <Table.Td colSpan={8}>
            {/* Zero width, full minimum: the history scrolls inside the row instead of widening the table. */}
            <div style={{ width: 0, minWidth: '100%' }}>
              <ProductHistory
                product={product}
                entries={history.entries}
                loading={history.loading}
                usageText={history.usageText}
                usageHint={history.usageHint}
                failure={history.failure}
                onPick={(picked) => onPickHistory(product.id, picked)}
                onClose={onClose}
              />
            </div>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
});

const OrderCard = memo(function OrderCard(props: RowProps) {
  const { storeId, product, entry, open, serverError, parts, onEntry, onOpen, onClose, onPickHistory, onWhy } = props;
  const history = useRowHistory(storeId, product, entry, open);
  const problems = entryProblems(entry);
  const suggestion = lineSuggestion(parts, entry);
  return (
    <Card
      padding="sm"
      shadow="none"
      className="dripp-order-card"
      data-open={open}
      data-ordered={entry.qty.trim() !== ''}
      role="listitem"
    >
      <Text fw={600} size="sm">
        {product.description}
      </Text>
      <CardFacts product={product} />
      <SimpleGrid cols={3} spacing="xs" mt="xs" onClick={() => onOpen(product.id)}>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            <Trans>On Hand</Trans>
          </Text>
          <EntryInput
            product={product}
            field="on_hand"
            entry={entry}
            error={problems.on_hand}
            onEntry={onEntry}
            onOpen={onOpen}
          />
        </Stack>
        <Stack gap={2} onClick={(event) => event.stopPropagation()}>
          <Text size="xs" c="dimmed" ta="center">
            <Trans>Suggested</Trans>
          </Text>
          <SuggestionCell line={suggestion} name={describe(product)} onWhy={() => onWhy(product.id)} height={44} />
        </Stack>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            <Trans>Qty</Trans>
          </Text>
          <EntryInput
            product={product}
            field="qty"
            entry={entry}
            error={problems.qty ?? serverError}
            onEntry={onEntry}
            onOpen={onOpen}
          />
        </Stack>
      </SimpleGrid>
      <QuantityFlag line={suggestion} />
      <NoSuggestionText line={suggestion} />
      {history.usageText && !open && (
        <Text size="xs" c="dimmed" mt={4} title={history.usageHint ?? undefined}>
          {history.usageText}
        </Text>
      )}
      {open && (
        <Card.Section withBorder inheritPadding py="xs" mt="sm">
          <ProductHistory
            product={product}
            entries={history.entries}
            loading={history.loading}
            usageText={history.usageText}
            usageHint={history.usageHint}
            failure={history.failure}
            onPick={(picked) => onPickHistory(product.id, picked)}
            onClose={onClose}
          />
        </Card.Section>
      )}
    </Card>
  );
});

/** A product card's line of facts: item number, unit, cost and retail. */
function CardFacts({ product }: { product: Product }) {
  const item = product.item_no || '—';
  const unit = product.um || '—';
  const cost = money(product.cost);
  const retail = money(product.retail);
  return (
    <Text size="xs" c="dimmed">
      <Trans>
        Item {item} · {unit} · Cost {cost} · Retail {retail}
      </Trans>
    </Text>
  );
}

export interface OrderCategoryProps extends RowHandlers {
  storeId: number;
  group: ProductCategoryGroup;
  draft: Draft;
  openProductId: number | null;
  sort: SortState<ProductSortColumn>;
  onSort: (column: ProductSortColumn) => void;
  serverErrors: Record<number, string>;
  /** Each product's suggestion parts: undefined while they load, null when they cannot be had. */
  suggestionParts: ReadonlyMap<number, SuggestionParts> | null | undefined;
}

/** One category's card (spec 1 §2): its sortable table on wide screens, a card per product on phones. */
export function OrderCategory({
  storeId,
  group,
  draft,
  openProductId,
  sort,
  onSort,
  serverErrors,
  suggestionParts,
  ...handlers
}: OrderCategoryProps) {
  const { t, i18n } = useLingui();
  const categoryName = group.category.name;
  const products = sortProducts(group.products, sort);
  const orderedCount = products.filter((product) => (draft[product.id]?.qty ?? '').trim() !== '').length;
  const rowProps = (product: Product): RowProps => ({
    ...handlers,
    storeId,
    product,
    entry: draft[product.id] ?? EMPTY_ENTRY,
    open: openProductId === product.id,
    serverError: serverErrors[product.id],
    parts: suggestionParts == null ? suggestionParts : (suggestionParts.get(product.id) ?? null),
  });
  return (
    <Card padding="lg" className="dripp-order-category" data-ordered={orderedCount > 0}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4" c="espresso.9">
          {group.category.name}
        </Title>
        {orderedCount > 0 && (
          <Badge variant="light" className="dripp-order-screen-only">
            {t`${plural(orderedCount, { one: '# ordered', other: '# ordered' })}`}
          </Badge>
        )}
      </Group>
      <div className="dripp-order-table-wrap">
        <Table.ScrollContainer minWidth={860}>
          <Table className="dripp-order-table" verticalSpacing={6} aria-label={t`${categoryName} products`}>
            <Table.Thead>
              <Table.Tr>
                {SORT_COLUMNS.map((col) => (
                  <SortHeader
                    key={col.column}
                    {...col}
                    label={i18n._(col.label)}
                    sort={sort}
                    onSort={onSort}
                    iconClassName="dripp-order-screen-only"
                  />
                ))}
                <Table.Th ta="right">
                  <Trans>On Hand</Trans>
                </Table.Th>
                <Table.Th ta="center" className="dripp-order-screen-only">
                  <Trans>Suggested</Trans>
                </Table.Th>
                <Table.Th ta="right">
                  <Trans>Qty</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {products.map((product) => (
                <OrderTableRow key={product.id} {...rowProps(product)} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </div>
      <div className="dripp-order-cards">
        <Stack gap="xs" role="list" aria-label={t`${categoryName} products`} w="100%">
          {products.map((product) => (
            <OrderCard key={product.id} {...rowProps(product)} />
          ))}
        </Stack>
      </div>
    </Card>
  );
}
