import { useQuery } from '@tanstack/react-query';
import { storesEndpoints } from '@dripp/contract/endpoints/stores';
import { endpointQuery } from '../endpoints';
import { t } from '@lingui/core/macro';

/** GET /managers-of-store/{storeId}: the store's managers as `{id, name}` (spec 3 §7). */
export const managersOfStoreQuery = (storeId: number) => ({
  ...endpointQuery(storesEndpoints.managersOf, { params: { storeId } }, { fallback: t`Could not get managers` }),
  staleTime: 60_000,
});

export function useManagersOfStore(storeId: number | null) {
  return useQuery({ ...managersOfStoreQuery(storeId ?? 0), enabled: storeId != null });
}
