import { Suspense, lazy, useCallback, useMemo, useState } from 'react';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductCategoryGroup } from '@dripp/contract/products';
import type { SuggestionParts } from '@dripp/contract/suggested-orders';
import { notifySuccess, notifyWarning } from '../../lib/notify';
import { useOrderSuggestions } from './api/get-order-suggestions';
import type { Draft } from './order-draft';
import { lineSuggestion, readySuggestions, suggestionFills } from './suggestions';

// Only a tap on a suggestion loads the breakdown.
const WhyThisNumber = lazy(() => import('./why-this-number'));

interface DraftAccess {
  draft: Draft;
  fillQuantities: (fills: Record<number, string>) => void;
  autoFilledNow: () => Readonly<Record<number, string>>;
}

/**
 * The suggestions of New Orders (issue 38): their parts, fetched beside the products without
 * holding the page up, each line's finished number, "Use suggestions" and "why this number".
 */
export function useSuggestedOrder(
  storeId: number | null,
  vendorId: number | null,
  groups: ProductCategoryGroup[],
  order: DraftAccess,
) {
  const { t } = useLingui();
  const answer = useOrderSuggestions(storeId, vendorId, groups.length > 0);
  const data = answer.isError ? undefined : answer.data;
  const partsByProduct = useMemo(
    () => (answer.isError ? null : data ? new Map(data.products.map((parts) => [parts.product_id, parts])) : undefined),
    [answer.isError, data],
  );
  const ready = useMemo(
    () => readySuggestions(order.draft, partsByProduct ?? new Map<number, SuggestionParts>()),
    [order.draft, partsByProduct],
  );
  const [whyId, setWhyId] = useState<number | null>(null);
  const onWhy = useCallback((productId: number) => setWhyId(productId), []);
  const whyProduct = whyId == null ? null : groups.flatMap((g) => g.products).find((p) => p.id === whyId);

  const fillAll = () => {
    const fills = suggestionFills(order.draft, ready, order.autoFilledNow());
    const count = Object.keys(fills).length;
    if (count === 0) {
      notifyWarning(
        ready.size === 0
          ? t`Type the on-hand counts first: each suggestion needs its on-hand`
          : t`Every suggested line already has a quantity`,
      );
      return;
    }
    order.fillQuantities(fills);
    notifySuccess(t`Filled ${plural(count, { one: '# quantity', other: '# quantities' })} from the suggestions`);
  };

  const why = whyProduct ? (
    <Suspense fallback={null}>
      <WhyThisNumber
        productName={whyProduct.item_no ? `${whyProduct.item_no} ${whyProduct.description}` : whyProduct.description}
        line={lineSuggestion(
          partsByProduct == null ? partsByProduct : (partsByProduct.get(whyProduct.id) ?? null),
          order.draft[whyProduct.id] ?? { on_hand: '', qty: '' },
        )}
        suggestions={data}
        onClose={() => setWhyId(null)}
      />
    </Suspense>
  ) : null;

  return {
    partsByProduct,
    ready,
    onWhy,
    fillAll,
    why,
    loading: answer.isPending && answer.fetchStatus !== 'idle',
    failed: answer.isError,
  };
}

/** The bar above the products: how many suggestions are ready, and "Use suggestions". */
export function UseSuggestionsBar({
  ready,
  loading,
  failed,
  onUse,
}: {
  ready: number;
  loading: boolean;
  failed: boolean;
  onUse: () => void;
}) {
  const { t } = useLingui();
  if (failed) return null;
  return (
    <Card padding="sm" className="dripp-order-screen-only dripp-suggestions-bar">
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Stack gap={0}>
          <Text fw={600} size="sm">
            <Trans>Suggested quantities</Trans>
          </Text>
          <Text size="xs" c="dimmed" data-suggestions-ready={ready}>
            {loading
              ? t`Working out the suggestions…`
              : ready > 0
                ? t`${ready} ready: fills only the empty quantities`
                : t`Count the on-hand: each line’s suggestion follows`}
          </Text>
        </Stack>
        <Button
          h={44}
          leftSection={<IconWand size={18} />}
          onClick={onUse}
          disabled={loading}
          style={{ flexShrink: 0 }}
        >
          <Trans>Use suggestions</Trans>
        </Button>
      </Group>
    </Card>
  );
}
