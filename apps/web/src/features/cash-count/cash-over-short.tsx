import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Modal, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconAlertTriangle, IconAdjustments } from '@tabler/icons-react';
import { CASH_TOLERANCE_MAX, OVER_SHORT_REASON_MAX, type CashTolerance } from '@dripp/contract/cash-count';
import { numberProblem, type NumberRule } from '../../lib/number-problem';
import { i18n } from '../../i18n/i18n';
import { displayNumber, moneyOfCents } from '../../lib/format';
import { notifySuccess } from '../../lib/notify';
import { useSetCashTolerance } from './api/set-cash-tolerance';

/*
 * The count's total over/short against the store's tolerance: a warning and the reason the server
 * asks for when it is beyond, and, for people with cash-tolerance-edit, the store's tolerance.
 */

const centsOf = (dollars: number) => Math.round(dollars * 100);

/** A tolerance is dollars and cents, never negative, typed as the portal's other money fields. */
const TOLERANCE: NumberRule = { decimals: 2, maxWholeDigits: 9 };

/** The amount typed, or why it cannot be saved. */
function toleranceOf(text: string): { amount: number } | { problem: string } {
  const max = displayNumber(CASH_TOLERANCE_MAX, 0);
  const range = i18n._(msg`Enter an amount from $0 to $${max}`);
  if (!text.trim()) return { problem: range };
  const problem = numberProblem(text, TOLERANCE);
  if (problem) return { problem };
  const amount = Number(text.replace(/[\s$,]/g, ''));
  return amount <= CASH_TOLERANCE_MAX ? { amount } : { problem: range };
}

/** The reason's field, which Save brings into view when it is missing. */
export const REASON_FIELD_ID = 'cash-over-short-reason';

/** Whether a total discrepancy (cents) is beyond the tolerance that applies: the server's rule. */
export function beyond(discrepancyCents: number, tolerance: CashTolerance): boolean {
  return Math.abs(discrepancyCents) > centsOf(tolerance.effective);
}

function toleranceText(tolerance: CashTolerance): string {
  const amount = `±${moneyOfCents(centsOf(tolerance.effective))}`;
  return tolerance.own == null ? i18n._(msg`${amount} (chain default)`) : i18n._(msg`${amount} (this store's own)`);
}

interface ToleranceModalProps {
  storeId: number;
  tolerance: CashTolerance;
  opened: boolean;
  onClose: () => void;
}

function ToleranceModal({ storeId, tolerance, opened, onClose }: ToleranceModalProps) {
  const [value, setValue] = useState(tolerance.effective.toFixed(2));
  const save = useSetCashTolerance();
  const chain = moneyOfCents(centsOf(tolerance.chain));
  const typed = toleranceOf(value);
  const valid = 'amount' in typed;
  const { t } = useLingui();

  const submit = async (next: number | null) => {
    try {
      await save.mutateAsync({ storeId, tolerance: next });
      notifySuccess(next == null ? t`The store follows the chain's tolerance` : t`The tolerance was saved`);
      onClose();
    } catch {
      // The API client has shown the error; the modal stays open.
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t`Cash tolerance`} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if ('amount' in typed) void submit(typed.amount);
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            <Trans>
              A count whose total over/short is beyond this amount, either way, needs a reason before it is saved. The
              chain default is {chain}.
            </Trans>
          </Text>
          <TextInput
            label={t`Tolerance for this store`}
            inputMode="decimal"
            leftSection="$"
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={'problem' in typed ? typed.problem : undefined}
            data-autofocus
          />
          <Group justify="space-between" gap="sm">
            {tolerance.own != null ? (
              <Button variant="subtle" mih={44} onClick={() => void submit(null)} loading={save.isPending}>
                <Trans>Use the chain default ({chain})</Trans>
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button variant="default" mih={44} onClick={onClose}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" mih={44} disabled={!valid} loading={save.isPending}>
                <Trans>Save</Trans>
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

interface OverShortCardProps {
  storeId: number;
  tolerance: CashTolerance;
  /** The sheet's total discrepancy while typing, in cents (negative when short). */
  discrepancyCents: number;
  reason: string;
  onReason: (reason: string) => void;
  /** What the server said about the reason, when it refused a save. */
  error?: string;
  disabled: boolean;
  canEditTolerance: boolean;
}

export function OverShortCard(props: OverShortCardProps) {
  const { tolerance, discrepancyCents, reason } = props;
  const [editing, setEditing] = useState(false);
  const { t } = useLingui();
  const isBeyond = beyond(discrepancyCents, tolerance);
  const amount = moneyOfCents(Math.abs(discrepancyCents));
  const gap = discrepancyCents < 0 ? t`${amount} short` : t`${amount} over`;
  const effective = moneyOfCents(centsOf(tolerance.effective));
  return (
    <Card component="section" aria-labelledby="cash-over-short">
      <Group justify="space-between" gap="sm" mb="sm">
        <Title order={2} size="h3" c="espresso.9" id="cash-over-short">
          <Trans>Over/Short</Trans>
        </Title>
        {props.canEditTolerance && (
          <Button
            variant="default"
            mih={44}
            leftSection={<IconAdjustments size={18} />}
            onClick={() => setEditing(true)}
            className="dripp-no-print"
          >
            <Trans>Change tolerance</Trans>
          </Button>
        )}
      </Group>
      <Stack gap="sm">
        <Text size="sm" data-summary="tolerance">
          <Text span c="dimmed" size="sm">
            <Trans>Tolerance</Trans>{' '}
          </Text>
          {toleranceText(tolerance)}
        </Text>
        {isBeyond && (
          <Alert
            color={reason.trim() ? 'orange' : 'red'}
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={t`Beyond the tolerance`}
          >
            <Trans>
              The count is {gap}, beyond the store&apos;s tolerance of {effective}.
            </Trans>
            {reason.trim() ? '' : ' ' + t`Give the reason for the over/short before saving.`}
          </Alert>
        )}
        {(isBeyond || reason !== '' || props.error) && (
          <Textarea
            id={REASON_FIELD_ID}
            label={t`Reason for the over/short`}
            required={isBeyond}
            value={reason}
            onChange={(event) => props.onReason(event.currentTarget.value)}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={OVER_SHORT_REASON_MAX}
            error={props.error}
            disabled={props.disabled}
          />
        )}
      </Stack>
      {editing && (
        <ToleranceModal storeId={props.storeId} tolerance={tolerance} opened onClose={() => setEditing(false)} />
      )}
    </Card>
  );
}
