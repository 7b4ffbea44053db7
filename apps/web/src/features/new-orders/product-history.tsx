import { ActionIcon, Button, Group, ScrollArea, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconHistory, IconRefresh, IconX } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductHistoryEntry } from '@dripp/contract/ordering';
import type { Product } from '@dripp/contract/products';
import { displayDate } from '../../lib/format';
import type { LoadFailure } from '../../lib/load-state';

function formatCount(value: number | null): string {
  return value == null ? '—' : String(value);
}

/**
 * One product's past orders at the store (spec 1 §2): choosing an entry copies its on-hand and
 * qty into the row.
 */
export function ProductHistory({
  product,
  entries,
  loading,
  usageText,
  usageHint,
  failure = null,
  onPick,
  onClose,
}: {
  product: Product;
  entries: ProductHistoryEntry[];
  loading: boolean;
  usageText: string | null;
  /** How the usage is reckoned, in this product's numbers. */
  usageHint?: string | null;
  /** A failed load: said so, with Retry, rather than "no orders yet". */
  failure?: LoadFailure | null;
  onPick: (entry: ProductHistoryEntry) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const name = product.item_no ? `${product.item_no} ${product.description}` : product.description;
  return (
    <Stack gap={8} role="region" aria-label={t`Order history of ${name}`} py={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Group gap={6} wrap="wrap" style={{ minWidth: 0, rowGap: 0 }} align="baseline">
          <Group gap={6} wrap="nowrap" style={{ alignSelf: 'center' }}>
            <IconHistory size={16} color="var(--mantine-color-espresso-6)" aria-hidden />
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              <Trans>Order history</Trans>
            </Text>
          </Group>
          {usageText && (
            <Text size="sm" c="espresso.8" fw={600}>
              <Trans>{usageText} since the last order</Trans>
              {usageHint && (
                <Text span size="xs" c="dimmed" fw={400} display="block" data-usage-hint>
                  {usageHint}
                </Text>
              )}
            </Text>
          )}
        </Group>
        <ActionIcon variant="subtle" color="gray" size="sm" onClick={onClose} aria-label={t`Close order history`}>
          <IconX size={16} />
        </ActionIcon>
      </Group>
      {failure ? (
        <Group gap="sm" role="alert">
          <Text size="sm" c="red.8">
            <Trans>The order history could not be loaded.</Trans>
          </Text>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconRefresh size={14} />}
            onClick={failure.retry}
            loading={failure.retrying}
          >
            <Trans>Retry</Trans>
          </Button>
        </Group>
      ) : loading ? (
        <Group gap="xs">
          <Skeleton height={48} width={140} />
          <Skeleton height={48} width={140} />
          <Skeleton height={48} width={140} />
        </Group>
      ) : entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No orders of this product at this store yet.</Trans>
        </Text>
      ) : (
        <ScrollArea type="auto" offsetScrollbars scrollbarSize={6}>
          <Group gap="xs" wrap="nowrap" pb={2}>
            {entries.map((entry) => (
              <HistoryEntry key={entry.id} entry={entry} onPick={onPick} />
            ))}
          </Group>
        </ScrollArea>
      )}
    </Stack>
  );
}

/** One past order: a tap copies its on-hand and qty into the row. */
function HistoryEntry({ entry, onPick }: { entry: ProductHistoryEntry; onPick: (entry: ProductHistoryEntry) => void }) {
  const { t } = useLingui();
  const date = displayDate(entry.date);
  const onHand = formatCount(entry.on_hand);
  const qty = entry.qty;
  return (
    <UnstyledButton
      onClick={() => onPick(entry)}
      aria-label={t`Use the order of ${date}: on hand ${onHand}, qty ${qty}`}
      style={{
        border: '1px solid var(--mantine-color-espresso-2)',
        borderRadius: 'var(--mantine-radius-sm)',
        background: '#fff',
        padding: '6px 10px',
        flex: '0 0 auto',
      }}
      className="dripp-history-entry"
    >
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {date}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        <Trans>
          O/H <b>{onHand}</b> · QTY <b>{qty}</b>
        </Trans>
      </Text>
    </UnstyledButton>
  );
}
