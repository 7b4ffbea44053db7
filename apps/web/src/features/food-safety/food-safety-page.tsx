import { useState, type ReactNode } from 'react';
import { Anchor, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FoodSafetyDay, Reading } from '@dripp/contract/food-safety';
import { chainTextIn, chainWords } from '../../components/chain-text';
import { Forbidden } from '../../components/forbidden';
import { LoadFailed } from '../../components/not-loaded';
import { StorePageHeader } from '../../components/store-page-header';
import { paths } from '../../config/paths';
import { notifySuccess } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { useRewriteAddress, useStoreDay } from '../../lib/use-store-day';
import { CoolingSection } from '../cooling-log/cooling-log.public';
import { useFoodSafetyDay } from './api/get-food-safety-day';
import { useTemperatureUnit } from '../../components/temperature';
import type { DayUnit } from './due-states';
import { FoodSafetyNotice, type SavedNotice } from './food-safety-notice';
import { ReadingList } from './reading-list';
import { ReadingSheet, type SheetTarget } from './reading-sheet';
import { RecheckList } from './recheck-list';
import { UnitList } from './unit-list';

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id} padding="md">
      <Title order={2} size="h3" c="espresso.9" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Loading() {
  const { t } = useLingui();
  return (
    <Stack gap="sm" role="status" aria-label={t`Loading food safety`}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={96} radius="md" />
      ))}
    </Stack>
  );
}

/** The day's parts: open re-checks first, then the units to read, the readings, cooling. */
function DayParts({
  data,
  storeId,
  mayRecord,
  onOpen,
}: {
  data: FoodSafetyDay;
  storeId: number;
  mayRecord: boolean;
  onOpen: (target: SheetTarget) => void;
}) {
  const { t } = useLingui();
  const scale = useTemperatureUnit();
  const { can } = usePermissions();
  const now = new Date();
  const timeZone = data.time_zone;
  const open = (kind: SheetTarget['kind']) => (unit: DayUnit, refersTo: Reading) => onOpen({ unit, kind, refersTo });
  return (
    <>
      {data.rechecks.length > 0 && (
        <Section id="food-rechecks-title" title={t`Re-checks`}>
          <RecheckList
            rechecks={data.rechecks}
            units={data.units}
            scale={scale}
            timeZone={timeZone}
            onOpen={mayRecord ? open('recheck') : null}
          />
        </Section>
      )}
      <Section id="food-units-title" title={t`Units`}>
        {data.units.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            <Trans>No units are set up for this store yet.</Trans>{' '}
            {can('food-safety-edit', storeId) && (
              <Anchor component={Link} to={paths.foodUnits.href()}>
                <Trans>Add the store&apos;s units</Trans>
              </Anchor>
            )}
          </Text>
        ) : (
          <UnitList
            units={data.units}
            scale={scale}
            timeZone={timeZone}
            date={data.date}
            now={now}
            onOpen={mayRecord ? (unit) => onOpen({ unit, kind: 'reading', refersTo: null }) : null}
          />
        )}
      </Section>
      <Section id="food-readings-title" title={t`Readings`}>
        {data.readings.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            <Trans>No readings on this day yet.</Trans>
          </Text>
        ) : (
          <ReadingList
            readings={data.readings}
            units={data.units}
            scale={scale}
            timeZone={timeZone}
            onCorrect={mayRecord ? open('correction') : null}
          />
        )}
      </Section>
    </>
  );
}

/** /check-lists/food-safety[/{store}/{date}]: the store's units to read, re-checks and the day's readings. */
export function FoodSafetyPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Food Safety · Dripp Portal`);
  const day = useStoreDay('food-safety-view', paths.foodSafety.href, { noFutureDays: true });
  const { storeId, date } = day;
  const query = useFoodSafetyDay(day.loadStoreId, date);
  useRewriteAddress(query.isSuccess, day);
  const scale = useTemperatureUnit();
  const { can } = usePermissions();
  const [target, setTarget] = useState<SheetTarget | null>(null);
  const [notice, setNotice] = useState<SavedNotice | null>(null);

  if (!day.canView) return <Forbidden storeSpecific={day.storeSpecific} />;

  const failure = day.failureWith(query);
  const loading = day.isLoadingWith(query.isPending);
  const data = query.data;
  // A reading is stamped when it is saved: it is taken on the store's today only.
  const mayRecord = storeId != null && date === day.today && can('food-safety-record', storeId);
  const saved = (of: SheetTarget, reading: Reading) => {
    setTarget(null);
    if (reading.in_range) {
      setNotice(null);
      notifySuccess(of.kind === 'recheck' ? t`Re-check saved: back in range` : t`Reading saved`);
    } else {
      const name = chainTextIn(chainWords(of.unit, 'name')).text;
      setNotice({ reading, name, hasProvider: of.unit.provider_id != null });
    }
  };

  return (
    <Stack gap="lg">
      <StorePageHeader title={t`Food Safety`} {...day.header} />
      {notice && data && <FoodSafetyNotice notice={notice} timeZone={data.time_zone} onClose={() => setNotice(null)} />}
      {failure ? (
        <LoadFailed failure={failure} message={t`Could not get Food Safety. Nothing has been changed.`} />
      ) : loading || storeId == null || !data ? (
        <Loading />
      ) : (
        <>
          {date !== day.today && (
            <Text size="sm" c="dimmed" data-other-day>
              <Trans>Readings are taken on the store&apos;s today only: this day is shown as it was recorded.</Trans>
            </Text>
          )}
          <DayParts data={data} storeId={storeId} mayRecord={mayRecord} onOpen={setTarget} />
        </>
      )}
      {storeId != null && !failure && <CoolingSection storeId={storeId} date={date} />}
      {data && (
        <ReadingSheet target={target} day={data} scale={scale} onClose={() => setTarget(null)} onSaved={saved} />
      )}
    </Stack>
  );
}
