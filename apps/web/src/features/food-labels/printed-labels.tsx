import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { LABEL_SIZE_LABELS, type LabelPrinted } from '@dripp/contract/food-safety';
import { chainTextIn } from '../../components/chain-text';
import { LoadFailed } from '../../components/not-loaded';
import { displayDateTime, displayTime } from '../../lib/format';
import { loadFailure } from '../../lib/load-state';

/** The store's label prints today, newest first, each opening its labels again. */
export function PrintedLabels({
  prints,
  timeZone,
}: {
  prints: UseQueryResult<LabelPrinted[]>;
  timeZone: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const failure = loadFailure(prints);
  const list = prints.data ?? [];
  return (
    <Card padding="lg" component="section" aria-labelledby="printed-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="printed-title">
          <Trans>Printed today</Trans>
        </Title>
        {failure ? (
          <LoadFailed failure={failure} message={t`Could not get the labels printed today`} />
        ) : prints.isPending ? (
          <Skeleton height={48} aria-label={t`Loading the labels printed today`} />
        ) : list.length === 0 ? (
          <Text c="dimmed" size="sm">
            <Trans>No labels have been printed at this store today.</Trans>
          </Text>
        ) : (
          list.map((print) => {
            const name = chainTextIn({ english: print.item, spanish: print.item_es, outOfDate: false });
            const count = print.quantity;
            const size = i18n._(LABEL_SIZE_LABELS[print.size]);
            const at = displayTime(print.prepped_at, timeZone);
            const until = displayDateTime(print.use_by, timeZone);
            const by = print.prepped_by ?? '';
            const shown = name.text;
            return (
              <Group key={print.id} justify="space-between" wrap="nowrap" gap="sm" aria-label={name.text}>
                <div>
                  <Text fw={600} lang={name.lang}>
                    {name.text}
                  </Text>
                  <Text size="sm" c="dimmed">
                    <Plural value={count} one="# label" other="# labels" /> · {size} · {at} · {by}
                  </Text>
                  <Text size="sm">
                    <Trans>Use by {until}</Trans>
                  </Text>
                </div>
                <Anchor
                  href={print.pdf}
                  target="_blank"
                  fw={600}
                  className="dripp-touch"
                  aria-label={t`Open the labels of ${shown}`}
                  style={{ flexShrink: 0 }}
                >
                  <Trans>Open the labels</Trans>
                </Anchor>
              </Group>
            );
          })
        )}
      </Stack>
    </Card>
  );
}
