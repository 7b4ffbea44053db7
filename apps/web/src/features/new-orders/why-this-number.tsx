import { Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { WEEKDAY_LABELS } from '@dripp/contract/store-day';
import { NO_SUGGESTION_TEXT, type OrderSuggestions, type SuggestionParts } from '@dripp/contract/suggested-orders';
import { formatMonthDay } from '@dripp/domain/dates';
import { isoWeekday } from '@dripp/domain/store-day';
import type { LineSuggestion } from './suggestions';

const n = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });
const day = (date: string) => `${WEEKDAY_LABELS[isoWeekday(date) - 1]!.slice(0, 3)}, ${formatMonthDay(date)}`;

function Row({ label, hint, value, strong }: { label: string; hint?: string; value: string; strong?: boolean }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={strong ? 700 : 500}>
          {label}
        </Text>
        {hint && (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', verticalAlign: 'top' }}>
        <Text size="sm" fw={strong ? 700 : 500} component="span">
          {value}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** The seven weekday weights as bars, Monday first: how much of an average day each one uses. */
function WeekdayWeights({ weights }: { weights: number[] }) {
  const top = Math.max(1.5, ...weights);
  return (
    <div className="dripp-why-weights" role="list" aria-label="Weekday weights">
      {weights.map((weight, index) => (
        <div key={index} role="listitem" aria-label={`${WEEKDAY_LABELS[index]} ×${n(weight)}`}>
          <div className="dripp-why-bar-box" aria-hidden>
            <div className="dripp-why-bar" style={{ height: `${Math.round((weight / top) * 100)}%` }} />
          </div>
          <Text size="xs" fw={600} ta="center" aria-hidden>
            {WEEKDAY_LABELS[index]!.slice(0, 2)}
          </Text>
          <Text size="xs" c="dimmed" ta="center" aria-hidden>
            ×{n(weight)}
          </Text>
        </div>
      ))}
    </div>
  );
}

function RateAndCover({ parts, deliveryAfter }: { parts: SuggestionParts; deliveryAfter: string | null }) {
  const leftOut = parts.intervals_left_out
    ? `, ${parts.intervals_left_out} left out (more on hand than before, or on the same day)`
    : '';
  return (
    <Table verticalSpacing={6} aria-label="Usage and cover">
      <Table.Tbody>
        <Row
          label="Usage rate"
          hint={`From ${parts.intervals_used} intervals between orders${leftOut}, recent weeks counting more`}
          value={`${n(parts.daily_usage)} a day`}
        />
        <Row
          label="Cover"
          hint={`Until the delivery after next${deliveryAfter ? ` (${day(deliveryAfter)})` : ''}${parts.shelf_life_capped ? ', capped by the shelf life' : ''}`}
          value={`${n(parts.cover_days)} days`}
        />
      </Table.Tbody>
    </Table>
  );
}

function Arithmetic({ line }: { line: Extract<LineSuggestion, { state: 'ready' }> }) {
  const { parts, result, onHand } = line;
  const threshold = parts.case_threshold_pct;
  const partPct = Math.round(result.case_part * 100);
  const rounding =
    parts.case_size <= 1
      ? 'Whole units'
      : `${n(result.need / parts.case_size)} cases of ${parts.case_size}: ${partPct} % of a case is ${result.rounded_up ? 'above' : 'not above'} ${threshold} %, so ${result.rounded_up ? 'up' : 'down'} to ${result.cases}`;
  return (
    <Table verticalSpacing={6} aria-label="The suggestion's arithmetic">
      <Table.Tbody>
        <Row label="Expected use" hint="The usage over the cover days, by weekday" value={n(parts.cover_usage)} />
        <Row label="+ Safety margin" hint="From how much the usage varies" value={n(parts.safety)} />
        <Row label="− On hand" hint="As counted now" value={n(onHand)} />
        <Row label="− On order" hint="Ordered and not delivered yet" value={n(parts.on_order)} />
        {parts.par != null && <Row label="Par" hint="Never leaves the shelf below it" value={n(parts.par)} />}
        <Row label="= Needed" value={n(result.need)} strong />
        <Row
          label="Rounding"
          hint={rounding}
          value={parts.case_size > 1 ? `${result.cases} × ${parts.case_size}` : String(result.qty)}
        />
        <Row label="Suggested" value={String(result.qty)} strong />
        {parts.last_qty != null && <Row label="Last order" value={String(parts.last_qty)} />}
      </Table.Tbody>
    </Table>
  );
}

/**
 * "Why this number" (issue 38): the usage rate, the weekday weights, the cover days, the safety
 * margin, the on-hand, what is on order and the rounding, for one line. Full screen on a phone,
 * with a thumb-sized Close at the bottom.
 */
export default function WhyThisNumber({
  productName,
  line,
  suggestions,
  onClose,
}: {
  productName: string;
  line: LineSuggestion | null;
  suggestions: Pick<OrderSuggestions, 'delivery_after'> | undefined;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  const parts = line && 'parts' in line ? line.parts : null;
  const title = line?.state === 'ready' ? `Why ${line.result.qty}?` : 'Why no number?';
  return (
    <Modal
      opened={line != null}
      onClose={onClose}
      title={title}
      fullScreen={phone}
      size="md"
      closeButtonProps={{ size: 'lg', 'aria-label': 'Close' }}
    >
      <Stack gap="sm" data-why>
        <Title order={3} size="h5" c="espresso.9">
          {productName}
        </Title>
        {parts?.reason ? (
          <Text size="sm" data-why-reason>
            {NO_SUGGESTION_TEXT[parts.reason]}
          </Text>
        ) : (
          parts && (
            <>
              <RateAndCover parts={parts} deliveryAfter={suggestions?.delivery_after ?? null} />
              <Text size="sm" fw={500}>
                Weekday weights
              </Text>
              <WeekdayWeights weights={parts.weekday_weights} />
              {line?.state === 'ready' ? (
                <Arithmetic line={line} />
              ) : (
                <Text size="sm" c="dimmed">
                  Type the on-hand to finish the number.
                </Text>
              )}
            </>
          )
        )}
        <Group justify="flex-end" mt="xs">
          <Button h={44} variant="default" fullWidth={phone} onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
