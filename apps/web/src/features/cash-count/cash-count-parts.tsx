import {
  Button,
  Card,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { Suspense, lazy } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { CashCount } from '@dripp/contract/cash-count';
import { RecordHistory } from '../../components/record-history';
import { LEAD_MAX, NOTES_MAX, type LeadField } from '@dripp/contract/cash-count';
import type { cashCountTotals } from '@dripp/domain/cash-count';
import { moneyOfCents } from '../../lib/format';
import { flaggedText } from '../../lib/number-fields';
import { LEAD_LABELS } from './cash-labels';
import type { CashSheet } from './cash-sheet';

// Below the sheet, and it brings the photo upload: loaded after the sheet, in its own chunk.
const DepositCard = lazy(async () => ({ default: (await import('./cash-deposit')).DepositCard }));

const LEADS: Exclude<LeadField, 'notes'>[] = ['open_lead', 'mid_lead', 'close_lead'];

/** A change to the sheet, made on a copy of it. */
export type EditSheet = (change: (next: CashSheet) => void) => void;

export function SheetSkeleton() {
  return (
    <Stack gap="lg" aria-hidden>
      <Card>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={56} />
          ))}
        </SimpleGrid>
      </Card>
      {[180, 150, 420].map((h) => (
        <Card key={h}>
          <Skeleton height={22} width={140} mb="md" />
          <Skeleton height={h} />
        </Card>
      ))}
    </Stack>
  );
}

export function LeadsCard({ sheet, edit, disabled }: { sheet: CashSheet; edit: EditSheet; disabled: boolean }) {
  const { i18n } = useLingui();
  return (
    <Card component="section" aria-labelledby="cash-leads">
      <Title order={2} size="h3" c="espresso.9" id="cash-leads" mb="md">
        <Trans>Shift Leads</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {LEADS.map((field) => (
          <TextInput
            key={field}
            label={i18n._(LEAD_LABELS[field])}
            value={sheet.leads[field]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              edit((next) => {
                next.leads[field] = value;
              });
            }}
            maxLength={LEAD_MAX}
            disabled={disabled}
          />
        ))}
      </SimpleGrid>
    </Card>
  );
}

export function NotesCard({ sheet, edit, disabled }: { sheet: CashSheet; edit: EditSheet; disabled: boolean }) {
  return (
    <Card component="section" aria-labelledby="cash-notes">
      <Title order={2} size="h3" c="espresso.9" id="cash-notes" mb="sm">
        <Trans>Notes</Trans>
      </Title>
      <Textarea
        aria-labelledby="cash-notes"
        value={sheet.leads.notes}
        onChange={(event) => {
          const value = event.currentTarget.value;
          edit((next) => {
            next.leads.notes = value;
          });
        }}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={NOTES_MAX}
        disabled={disabled}
      />
    </Card>
  );
}

function Summary({ label, cents, name, color }: { label: string; cents: number; name: string; color?: string }) {
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}{' '}
      </Text>
      <Text span fw={700} ff="monospace" c={color} data-summary={name}>
        {moneyOfCents(cents)}
      </Text>
    </Text>
  );
}

/** The bar at the foot of the sheet: the totals, what is flagged, and Save. */
export function CashSaveBar(props: {
  failed: boolean;
  totals: ReturnType<typeof cashCountTotals>;
  flagged: number;
  beyondTolerance: boolean;
  dirty: boolean;
  saving: boolean;
  disabled: boolean;
  onSave: () => void;
}) {
  const { failed, totals, flagged, beyondTolerance, dirty, saving, disabled, onSave } = props;
  const { t } = useLingui();
  const discrepancy = totals.total_discrepancy;
  return (
    <Paper withBorder shadow="md" p="sm" pos="sticky" bottom={8} style={{ zIndex: 5 }} className="dripp-no-print">
      <Group justify="space-between" gap="sm" wrap="nowrap">
        {failed ? (
          <Text size="sm" c="dimmed">
            <Trans>Nothing to save until the day has loaded.</Trans>
          </Text>
        ) : (
          <Group gap={4} style={{ columnGap: 'var(--mantine-spacing-lg)' }} wrap="wrap">
            <Summary label={t`Total Deposit`} cents={totals.total_deposit} name="total-deposit" />
            <Summary
              label={t`Total Discrepancy`}
              cents={discrepancy}
              name="total-discrepancy"
              color={discrepancy < 0 ? 'red.8' : discrepancy > 0 ? 'orange.9' : undefined}
            />
            {flagged > 0 && (
              <Text size="sm" c="red.8" fw={500} data-summary="flagged">
                {flaggedText(flagged)}
              </Text>
            )}
            {beyondTolerance && (
              <Text size="sm" c="red.8" fw={500} data-summary="beyond-tolerance">
                <Trans>Beyond tolerance</Trans>
              </Text>
            )}
            {dirty && (
              <Text size="sm" c="orange.9" fw={500} visibleFrom="sm">
                <Trans>Unsaved changes</Trans>
              </Text>
            )}
          </Group>
        )}
        <Button
          onClick={onSave}
          disabled={disabled}
          leftSection={saving ? <Loader size={16} color="currentColor" /> : <IconDeviceFloppy size={18} />}
          miw={120}
          // The totals beside it wrap; the button keeps its word whole in any language.
          style={{ flexShrink: 0 }}
        >
          {saving ? t`Loading` : t`Save`}
        </Button>
      </Group>
    </Paper>
  );
}

/** Below the sheet: the deposit of the counted cash, and who changed the count when. */
export function DepositAndHistory(props: {
  storeId: number;
  date: string;
  count: CashCount;
  dirty: boolean;
  timeZone: string | undefined;
}) {
  const { storeId, date, count, dirty, timeZone } = props;
  const { t } = useLingui();
  return (
    <>
      <Suspense fallback={<Skeleton h={160} radius="md" />}>
        <DepositCard
          storeId={storeId}
          date={date}
          deposit={count.deposit}
          saved={count.id != null}
          dirty={dirty}
          timeZone={timeZone}
        />
      </Suspense>
      {count.record && (
        <Card component="section" aria-label={t`History of the cash count`}>
          <RecordHistory record={count.record} label={t`the cash count`} timeZone={timeZone} />
        </Card>
      )}
    </>
  );
}
