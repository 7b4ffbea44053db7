import { useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconBuildingBank, IconCircleCheck } from '@tabler/icons-react';
import { DEPOSIT_BAG_MAX, type CashDeposit, type DepositStatus } from '@dripp/contract/cash-count';
import { DEPOSIT_VERIFY_HOURS } from '@dripp/domain/cash-count';
import type { MediaExtension } from '@dripp/contract/media';
import { FileUpload } from '../../components/file-upload';
import { uploadFields, type PickedFile } from '../../components/upload-request';
import { MediaGallery } from '../../components/media-gallery';
import { ApiError, fieldError, fieldErrorsOf, type FieldErrors } from '../../lib/api-client';
import { displayDateTime } from '../../lib/format';
import { notifySuccess } from '../../lib/notify';
import { useDepositCash, useVerifyDeposit } from './api/cash-deposit';
import { depositStatusName } from './cash-labels';

/* Where the day's cash is: Counted → Deposited (bag and slip photo) → Verified by someone else. */

const SLIP_EXTENSIONS: readonly MediaExtension[] = ['jpg', 'jpeg', 'png'];
const STATUS_COLORS: Record<DepositStatus, string> = { counted: 'gray', deposited: 'orange', verified: 'green' };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface DepositCardProps {
  storeId: number;
  date: string;
  deposit: CashDeposit;
  /** The day's count has been saved (a deposit needs one). */
  saved: boolean;
  /** The sheet has unsaved changes: the deposit waits until they are saved. */
  dirty: boolean;
  timeZone?: string;
}

/** The deposit's and the verification's state, with what was refused and why. */
function useDepositActions(storeId: number, date: string) {
  const { t } = useLingui();
  const [bag, setBag] = useState('');
  const [slip, setSlip] = useState<PickedFile | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const depositCash = useDepositCash();
  const verify = useVerifyDeposit();

  const refused = (error: unknown) => {
    const found = fieldErrorsOf(error);
    setErrors(found);
    setProblem(error instanceof ApiError && Object.keys(found).length === 0 ? error.message : null);
  };

  const submitDeposit = async () => {
    if (!bag.trim()) {
      setErrors({ bag: [t`Bag number is required`] });
      return;
    }
    setErrors({});
    setProblem(null);
    try {
      await depositCash.mutateAsync({ storeId, date, bag: bag.trim(), ...uploadFields(slip), onProgress: setProgress });
      notifySuccess(t`The deposit was recorded`);
      setBag('');
      setSlip(null);
    } catch (error) {
      refused(error);
    } finally {
      setProgress(null);
    }
  };

  const submitVerify = async () => {
    setProblem(null);
    try {
      await verify.mutateAsync({ storeId, date });
      notifySuccess(t`The deposit was verified`);
    } catch (error) {
      refused(error);
    }
  };

  return {
    bag,
    setBag,
    slip,
    setSlip,
    progress,
    errors,
    problem,
    depositing: depositCash.isPending,
    verifying: verify.isPending,
    submitDeposit,
    submitVerify,
  };
}

type DepositActions = ReturnType<typeof useDepositActions>;

/** Whole days a deposit has waited for verification, once it waits too long (null before). */
function lateDaysOf(deposit: CashDeposit): number | null {
  if (deposit.status !== 'deposited' || !deposit.deposited_at) return null;
  const waited = Date.now() - new Date(deposit.deposited_at).getTime();
  return waited >= DEPOSIT_VERIFY_HOURS * HOUR ? Math.floor(waited / DAY) : null;
}

/** Who deposited and verified the day's cash, and when; a deposit waiting too long says so. */
function DepositRecord({ deposit, timeZone }: { deposit: CashDeposit; timeZone?: string }) {
  const lateDays = lateDaysOf(deposit);
  const { bag, deposited_by: depositedBy, verified_by: verifiedBy } = deposit;
  const depositedAt = displayDateTime(deposit.deposited_at, timeZone);
  const verifiedAt = displayDateTime(deposit.verified_at, timeZone);
  return (
    <>
      {deposit.deposited_at && (
        <Text size="sm">
          <Trans>
            Bag <strong>{bag}</strong>, deposited by {depositedBy} on {depositedAt}
          </Trans>
        </Text>
      )}
      {deposit.verified_at && (
        <Text size="sm">
          <Trans>
            Verified by {verifiedBy} on {verifiedAt}
          </Trans>
        </Text>
      )}
      {lateDays !== null && (
        <Text size="sm" c="orange.9" fw={500}>
          <Trans>
            Waiting for verification for <Plural value={lateDays} one="# days" other="# days" />
          </Trans>
        </Text>
      )}
    </>
  );
}

/** Recording the deposit: the bag number and the slip photo. */
function DepositForm({ actions, dirty }: { actions: DepositActions; dirty: boolean }) {
  const { bag, setBag, slip, setSlip, progress, errors, depositing, submitDeposit } = actions;
  const { t } = useLingui();
  return (
    <form
      noValidate
      className="dripp-no-print"
      onSubmit={(event) => {
        event.preventDefault();
        void submitDeposit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t`Bag number`}
          required
          value={bag}
          onChange={(event) => setBag(event.currentTarget.value)}
          maxLength={DEPOSIT_BAG_MAX}
          error={fieldError(errors, 'bag')}
          disabled={depositing}
        />
        <FileUpload
          label={t`Deposit slip photo`}
          extensions={SLIP_EXTENSIONS}
          value={slip}
          onChange={setSlip}
          progress={progress}
          disabled={depositing}
          error={fieldError(errors, 'file') ?? fieldError(errors, 'filename')}
        />
        {dirty && (
          <Text size="sm" c="orange.9">
            <Trans>Save your changes to the count before recording its deposit.</Trans>
          </Text>
        )}
        {fieldError(errors, 'total_deposit') && (
          <Text size="sm" c="red.8" role="alert">
            {fieldError(errors, 'total_deposit')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            mih={44}
            leftSection={<IconBuildingBank size={18} />}
            loading={depositing}
            disabled={dirty}
          >
            <Trans>Record deposit</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function DepositCard({ storeId, date, deposit, saved, dirty, timeZone }: DepositCardProps) {
  const actions = useDepositActions(storeId, date);
  const { problem, verifying, submitVerify } = actions;
  const { t } = useLingui();

  return (
    <Card component="section" aria-labelledby="cash-deposit">
      <Group justify="space-between" gap="sm" mb="sm">
        <Title order={2} size="h3" c="espresso.9" id="cash-deposit">
          <Trans>Deposit</Trans>
        </Title>
        {saved && (
          <Badge size="lg" color={STATUS_COLORS[deposit.status]} variant="light" data-deposit-status={deposit.status}>
            {depositStatusName(deposit.status)}
          </Badge>
        )}
      </Group>
      <Stack gap="sm">
        <DepositRecord deposit={deposit} timeZone={timeZone} />
        <MediaGallery files={deposit.slips} subject={t`Deposit slip`} />
        {!saved && (
          <Text size="sm" c="dimmed">
            <Trans>Save the cash count before recording its deposit.</Trans>
          </Text>
        )}
        {deposit.may_deposit && <DepositForm actions={actions} dirty={dirty} />}
        {deposit.may_verify && (
          <Group justify="flex-end" className="dripp-no-print">
            <Button
              mih={44}
              color="green"
              leftSection={<IconCircleCheck size={18} />}
              onClick={() => void submitVerify()}
              loading={verifying}
            >
              <Trans>Verify deposit</Trans>
            </Button>
          </Group>
        )}
        {deposit.verify_refusal && (
          <Text size="sm" c="dimmed">
            {deposit.verify_refusal}.
          </Text>
        )}
        {problem && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert" title={t`Not saved`}>
            {problem}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
