import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { LABEL_SIZE_LABELS, type LabelPrinted } from '@dripp/contract/food-safety';
import { chainTextIn } from '../../components/chain-text';
import { displayDateTime, displayTime } from '../../lib/format';

export interface PrintedEntry {
  print: LabelPrinted;
  /** The PDF's short link when no tab could be opened for it: the person opens it from a link. */
  link?: string;
}

/** The labels printed here today, newest first. */
export function PrintedLabels({ entries, timeZone }: { entries: PrintedEntry[]; timeZone: string | undefined }) {
  const { t, i18n } = useLingui();
  return (
    <Card padding="lg" component="section" aria-labelledby="printed-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="printed-title">
          <Trans>Printed today</Trans>
        </Title>
        {entries.length === 0 ? (
          <Text c="dimmed" size="sm">
            <Trans>Labels printed on this device today show here.</Trans>
          </Text>
        ) : (
          entries.map(({ print, link }) => {
            const name = chainTextIn({ english: print.item, spanish: print.item_es, outOfDate: false });
            const count = print.quantity;
            const size = i18n._(LABEL_SIZE_LABELS[print.size]);
            const at = displayTime(print.prepped_at, timeZone);
            const until = displayDateTime(print.use_by, timeZone);
            const shown = name.text;
            return (
              <Group key={print.id} justify="space-between" wrap="nowrap" gap="sm" aria-label={name.text}>
                <div>
                  <Text fw={600} lang={name.lang}>
                    {name.text}
                  </Text>
                  <Text size="sm" c="dimmed">
                    <Plural value={count} one="# label" other="# labels" /> · {size} · {at}
                  </Text>
                  <Text size="sm">
                    <Trans>Use by {until}</Trans>
                  </Text>
                </div>
                {link && (
                  <Anchor
                    href={link}
                    target="_blank"
                    fw={600}
                    className="dripp-touch"
                    aria-label={t`Open the labels of ${shown}`}
                    style={{ flexShrink: 0 }}
                  >
                    <Trans>Open the labels</Trans>
                  </Anchor>
                )}
              </Group>
            );
          })
        )}
      </Stack>
    </Card>
  );
}
