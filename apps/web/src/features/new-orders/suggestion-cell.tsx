import { Button, Skeleton, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { NO_SUGGESTION_TEXT } from '@dripp/contract/suggested-orders';
import { FLAG_TEXT, type LineSuggestion } from './suggestions';

/**
 * A line's Suggested cell (issue 38): the number once the on-hand is typed, a tap away from "why
 * this number"; "None" when the store has no suggestion for it, with the reason a tap away too.
 */
export function SuggestionCell({
  line,
  name,
  onWhy,
  height,
}: {
  line: LineSuggestion;
  /** The product as the row's inputs name it. */
  name: string;
  onWhy: () => void;
  height: number;
}) {
  const { t, i18n } = useLingui();
  switch (line.state) {
    case 'loading':
      return <Skeleton height={height} radius="sm" aria-hidden data-suggestion="loading" />;
    case 'unavailable':
      return (
        <Text size="sm" c="dimmed" ta="center" lh={`${height}px`} data-suggestion="unavailable">
          —
        </Text>
      );
    case 'needs-on-hand':
      return (
        <Text
          size="xs"
          c="dimmed"
          ta="center"
          lh={1.2}
          mih={height}
          className="dripp-suggestion-wait"
          data-suggestion="needs-on-hand"
        >
          <Trans>count first</Trans>
        </Text>
      );
    case 'none':
      return (
        <Tooltip
          label={line.parts.reason ? i18n._(NO_SUGGESTION_TEXT[line.parts.reason]) : ''}
          multiline
          w={240}
          withArrow
        >
          <Button
            variant="subtle"
            color="gray"
            fullWidth
            h={height}
            px={4}
            onClick={onWhy}
            aria-label={t`No suggestion for ${name}: why`}
            data-suggestion="none"
          >
            <Trans>None</Trans>
          </Button>
        </Tooltip>
      );
    case 'ready': {
      const qty = line.result.qty;
      return (
        <Button
          variant={line.flag ? 'outline' : 'light'}
          color={line.flag ? '#9a3412' : undefined}
          fullWidth
          h={height}
          px={6}
          onClick={onWhy}
          rightSection={<IconInfoCircle size={14} aria-hidden />}
          aria-label={t`Suggested ${qty} for ${name}: why this number`}
          data-suggestion={line.result.qty}
          styles={{ label: { fontVariantNumeric: 'tabular-nums' } }}
        >
          {line.result.qty}
        </Button>
      );
    }
  }
}

/** The mark under a quantity far from its suggestion. */
export function QuantityFlag({ line }: { line: LineSuggestion }) {
  const { i18n } = useLingui();
  if (line.state !== 'ready' || !line.flag) return null;
  return (
    <Text
      size="xs"
      c="#9a3412"
      fw={600}
      mt={2}
      ta="right"
      data-quantity-flag={line.flag}
      className="dripp-order-screen-only"
    >
      <IconAlertTriangle size={12} style={{ verticalAlign: '-1px', marginRight: 2 }} aria-hidden />
      {i18n._(FLAG_TEXT[line.flag])} ({line.result.qty})
    </Text>
  );
}

/** Why a line has no suggestion, in its own words (NO_SUGGESTION_TEXT). */
export function NoSuggestionText({ line }: { line: LineSuggestion }) {
  const { i18n } = useLingui();
  if (line.state !== 'none' || !line.parts.reason) return null;
  return (
    <Text size="xs" c="dimmed" mt={2} data-no-suggestion={line.parts.reason} className="dripp-order-screen-only">
      {i18n._(NO_SUGGESTION_TEXT[line.parts.reason])}
    </Text>
  );
}
