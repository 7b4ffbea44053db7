import { Card, Grid, Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { SHIFT_TYPES, type CommSheetShift } from '@dripp/contract/comm-sheet';
import { DUE_ITEM_LABELS } from '@dripp/contract/store-day-labels';
import { commSheetEndpoints } from '@dripp/contract/endpoints/comm-sheet';
import { invalidate } from '../../lib/endpoints';
import { paths } from '../../config/paths';
import { StoreDayItemState } from '../../components/due-state-badge';
import { Forbidden } from '../../components/forbidden';
import { LoadFailed } from '../../components/not-loaded';
import { StorePageHeader } from '../../components/store-page-header';
import { usePermissions } from '../../lib/permissions';
import { useDailyRecord } from '../../lib/use-daily-record';
import { useCommSheet } from './api/get-comm-sheet';
import { KeptOnPhone } from './kept-on-phone';
import { ShiftCard } from './shift-card';

const VIEW = 'communication-log-view';
const EMPTY_SHIFT: CommSheetShift = {
  id: null,
  names: [],
  comments: '',
  comments_language: null,
  files: [],
  version: null,
};

function CardSkeleton() {
  return (
    <Card padding="lg" aria-hidden>
      <Skeleton height={24} width={160} mb="lg" />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Skeleton height={14} width={110} mb="xs" />
          <Skeleton height={36} mb="md" />
          <Skeleton height={80} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Skeleton height={14} width={90} mb="xs" />
          <Skeleton height={220} />
        </Grid.Col>
      </Grid>
    </Card>
  );
}

/** /check-lists/comm-sheet[/{store}/{date}] (spec 1 §2 "Communication Sheet"). */
export function CommSheetPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Communication Sheet · Dripp Portal`);
  // Each shift card keeps its own draft and reports whether it holds unsaved changes.
  const daily = useDailyRecord({ view: VIEW, href: paths.commSheet.href, load: useCommSheet });
  const { day, query: sheet, failure, loading, reportDirty } = daily;
  const { storeId, date } = day;
  const { can, canAny } = usePermissions();
  const queryClient = useQueryClient();

  if (!day.canView) return <Forbidden storeSpecific={day.storeSpecific} />;

  // The Save button asks for communication-log-edit (spec 1 §2); the server takes -update as its
  // twin for the day's own sheet. A past day's sheet is the store's record: only -edit changes it.
  const pastDay = date < day.today;
  const mayEdit =
    storeId != null &&
    (pastDay
      ? can('communication-log-edit', storeId)
      : canAny(['communication-log-edit', 'communication-log-update'], storeId));
  const mayCreate = storeId != null && mayEdit && can('communication-log-create', storeId);

  return (
    <Stack gap="lg">
      <StorePageHeader
        title={t`Communication Sheet`}
        {...day.header}
        actions={
          <StoreDayItemState
            storeId={day.loadStoreId}
            date={date}
            item="comm-sheet"
            label={i18n._(DUE_ITEM_LABELS['comm-sheet'])}
          />
        }
      />
      {failure ? (
        <>
          <LoadFailed failure={failure} />
          {storeId != null &&
            SHIFT_TYPES.map((type) => (
              <KeptOnPhone key={type} storeId={storeId} date={date} type={type} onSent={failure.retry} />
            ))}
        </>
      ) : loading || storeId == null ? (
        SHIFT_TYPES.map((type) => <CardSkeleton key={type} />)
      ) : (
        SHIFT_TYPES.map((type) => (
          <ShiftCard
            // A new store or day starts clean; reloads of the same day keep unsaved drafts.
            key={`${storeId}-${date}-${type}`}
            storeId={storeId}
            date={date}
            type={type}
            shift={sheet.data?.[type] ?? EMPTY_SHIFT}
            mayCreate={mayCreate}
            mayUpdate={mayEdit}
            onMediaRemoved={() => void invalidate(queryClient, commSheetEndpoints.day, { params: { storeId, date } })}
            onDirtyChange={reportDirty}
          />
        ))
      )}
    </Stack>
  );
}
