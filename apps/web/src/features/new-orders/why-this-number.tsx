import { Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { WEEKDAY_LABELS } from '@dripp/contract/store-day';
import { NO_SUGGESTION_TEXT, type OrderSuggestions, type SuggestionParts } from '@dripp/contract/suggested-orders';
import { isoWeekday } from '@dripp/domain/store-day';
import { displayMonthDay, displayNumber } from '../../lib/format';
import type { LineSuggestion } from './suggestions';

const n = (value: number) => displayNumber(value);
const day = (date: string, i18n: I18n) =>
  `${i18n._(WEEKDAY_LABELS[isoWeekday(date) - 1]!).slice(0, 3)}, ${displayMonthDay(date)}`;

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
  const { t, i18n } = useLingui();
  const top = Math.max(1.5, ...weights);
  return (
    <div className="dripp-why-weights" role="list" aria-label={t`Weekday weights`}>
      {weights.map((weight, index) => {
        const weekday = i18n._(WEEKDAY_LABELS[index]!);
        return (
          <div key={index} role="listitem" aria-label={`${weekday} ×${n(weight)}`}>
            <div className="dripp-why-bar-box" aria-hidden>
              <div className="dripp-why-bar" style={{ height: `${Math.round((weight / top) * 100)}%` }} />
            </div>
            <Text size="xs" fw={600} ta="center" aria-hidden>
              {weekday.slice(0, 2)}
            </Text>
            <Text size="xs" c="dimmed" ta="center" aria-hidden>
              ×{n(weight)}
            </Text>
          </div>
        );
      })}
    </div>
  );
}

function RateAndCover({ parts, deliveryAfter }: { parts: SuggestionParts; deliveryAfter: string | null }) {
  const { t, i18n } = useLingui();
  const used = parts.intervals_used;
  const leftOut = parts.intervals_left_out;
  const usageHint = leftOut
    ? t`From ${used} intervals between orders, ${leftOut} left out (more on hand than before, or on the same day), recent weeks counting more`
    : t`From ${used} intervals between orders, recent weeks counting more`;
  const nextDelivery = deliveryAfter ? day(deliveryAfter, i18n) : null;
  const until = nextDelivery ? t`Until the delivery after next (${nextDelivery})` : t`Until the delivery after next`;
  const dailyUsage = n(parts.daily_usage);
  const coverDays = n(parts.cover_days);
  return (
    <Table verticalSpacing={6} aria-label={t`Usage and cover`}>
      <Table.Tbody>
        <Row label={t`Usage rate`} hint={usageHint} value={t`${dailyUsage} a day`} />
        <Row
          label={t`Cover`}
          hint={parts.shelf_life_capped ? t`${until}, capped by the shelf life` : until}
          value={t`${coverDays} days`}
        />
      </Table.Tbody>
    </Table>
  );
}

function Arithmetic({ line }: { line: Extract<LineSuggestion, { state: 'ready' }> }) {
  const { t } = useLingui();
  const { parts, result, onHand } = line;
  const threshold = parts.case_threshold_pct;
  const partPct = Math.round(result.case_part * 100);
  const neededCases = n(result.need / parts.case_size);
  const caseSize = parts.case_size;
  const cases = result.cases;
  const rounding =
    caseSize <= 1
      ? t`Whole units`
      : result.rounded_up
        ? t`${neededCases} cases of ${caseSize}: ${partPct} % of a case is above ${threshold} %, so up to ${cases}`
        : t`${neededCases} cases of ${caseSize}: ${partPct} % of a case is not above ${threshold} %, so down to ${cases}`;
  return (
    <Table verticalSpacing={6} aria-label={t`The suggestion's arithmetic`}>
      <Table.Tbody>
        <Row label={t`Expected use`} hint={t`The usage over the cover days, by weekday`} value={n(parts.cover_usage)} />
        <Row label={t`+ Safety margin`} hint={t`From how much the usage varies`} value={n(parts.safety)} />
        <Row label={t`− On hand`} hint={t`As counted now`} value={n(onHand)} />
        <Row label={t`− On order`} hint={t`Ordered and not delivered yet`} value={n(parts.on_order)} />
        {parts.par != null && <Row label={t`Par`} hint={t`Never leaves the shelf below it`} value={n(parts.par)} />}
        <Row label={t`= Needed`} value={n(result.need)} strong />
        <Row
          label={t`Rounding`}
          hint={rounding}
          value={parts.case_size > 1 ? `${result.cases} × ${parts.case_size}` : String(result.qty)}
        />
        <Row label={t`Suggested`} value={String(result.qty)} strong />
        {parts.last_qty != null && <Row label={t`Last order`} value={String(parts.last_qty)} />}
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
  const { t, i18n } = useLingui();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query
  const phone = useMediaQuery('(max-width: 36em)');
  const parts = line && 'parts' in line ? line.parts : null;
  const qty = line?.state === 'ready' ? line.result.qty : null;
  const title = qty != null ? t`Why ${qty}?` : t`Why no number?`;
  return (
    <Modal
      opened={line != null}
      onClose={onClose}
      title={title}
      fullScreen={phone}
      size="md"
      closeButtonProps={{ size: 'lg', 'aria-label': t`Close` }}
    >
      <Stack gap="sm" data-why>
        <Title order={3} size="h5" c="espresso.9">
          {productName}
        </Title>
        {parts?.reason ? (
          <Text size="sm" data-why-reason>
            {i18n._(NO_SUGGESTION_TEXT[parts.reason])}
          </Text>
        ) : (
          parts && (
            <>
              <RateAndCover parts={parts} deliveryAfter={suggestions?.delivery_after ?? null} />
              <Text size="sm" fw={500}>
                <Trans>Weekday weights</Trans>
              </Text>
              <WeekdayWeights weights={parts.weekday_weights} />
              {line?.state === 'ready' ? (
                <Arithmetic line={line} />
              ) : (
                <Text size="sm" c="dimmed">
                  <Trans>Type the on-hand to finish the number.</Trans>
                </Text>
              )}
            </>
          )
        )}
        <Group justify="flex-end" mt="xs">
          <Button h={44} variant="default" fullWidth={phone} onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
