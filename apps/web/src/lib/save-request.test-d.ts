/* eslint-disable lingui/no-unlocalized-strings -- a type check's sample saves, never shown */
import { cashCountEndpoints } from '@dripp/contract/endpoints/cash-count';
import { commSheetEndpoints } from '@dripp/contract/endpoints/comm-sheet';
import { dailyChecklistEndpoints } from '@dripp/contract/endpoints/daily-checklist';
import { wasteLogEndpoints } from '@dripp/contract/endpoints/waste-log';
import { keptSave, queueSave, type SaveRequest } from './save-queue';

/**
 * Checked by `tsc -p apps/web` (npm run typecheck), never run: a save the device keeps carries its
 * endpoint's own body and path values, so a save built with what the endpoint does not take does
 * not compile. Each `@ts-expect-error` fails the typecheck if the error it expects goes away.
 */
export function savesAreTypedByTheirEndpoint(): void {
  const checklist: SaveRequest<typeof dailyChecklistEndpoints.save> = {
    definition: dailyChecklistEndpoints.save,
    params: { date: '2026-01-02' },
    body: { names: [{ checklist_id: 1, name: 'Ana' }], based_on: null },
    failed: 'Could not update Daily Lists',
  };
  void queueSave('daily-checklist', '1|2026-01-02', checklist, {}, 'key');

  const wrongBody: SaveRequest<typeof wasteLogEndpoints.save> = {
    definition: wasteLogEndpoints.save,
    params: { storeId: 1, date: '2026-01-02' },
    // @ts-expect-error the waste log takes `wastelog`, not a checklist's `names`
    body: { names: [{ checklist_id: 1, name: 'Ana' }] },
    failed: 'Could not save Waste Logs',
  };

  const wrongField: SaveRequest<typeof dailyChecklistEndpoints.save> = {
    definition: dailyChecklistEndpoints.save,
    params: { date: '2026-01-02' },
    // @ts-expect-error a task's name is text
    body: { names: [{ checklist_id: 1, name: 42 }] },
    failed: 'Could not update Daily Lists',
  };

  const wrongParams: SaveRequest<typeof cashCountEndpoints.save> = {
    definition: cashCountEndpoints.save,
    // @ts-expect-error the cash count's path names a store and a date
    params: { date: '2026-01-02' },
    body: { cash_count: {} },
    failed: 'Could not update Cash Counts',
  };

  // Given straight to the queue, the body is checked against the endpoint named beside it.
  void queueSave(
    'waste-log',
    '1|2026-01-02',
    // @ts-expect-error the endpoint is the checklist's; the body is a waste log's
    { definition: dailyChecklistEndpoints.save, params: { date: '2026-01-02' }, body: { wastelog: [] }, failed: '' },
    {},
    'key',
  );
  keptSave({
    definition: commSheetEndpoints.update,
    params: { id: 3 },
    // @ts-expect-error a shift's comments are text
    body: { id: 3, names: [], comments: 5 },
    failed: '',
  });
  void [wrongBody, wrongField, wrongParams];
}
