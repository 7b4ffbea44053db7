import { t } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { incidentsEndpoints } from '@dripp/contract/endpoints/incidents';
import { endpointQuery } from '../../../lib/endpoints';

/** GET /employees-of-store/{storeId}: everyone linked to the store, for the Employee on Duty selects. */
export const storePeopleQuery = (storeId: number) =>
  queryOptions({
    ...endpointQuery(incidentsEndpoints.storePeople, { params: { storeId } }, { fallback: t`Could not get Users` }),
    staleTime: 60_000,
  });

export function useStorePeople(storeId: number | null) {
  return useQuery({ ...storePeopleQuery(storeId ?? 0), enabled: storeId != null });
}
