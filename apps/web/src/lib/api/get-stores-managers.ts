import { useQuery } from '@tanstack/react-query';
import { storesEndpoints } from '@dripp/contract/endpoints/stores';
import { endpointQuery } from '../endpoints';
import { t } from '@lingui/core/macro';

export const storesManagersQuery = () => ({
  ...endpointQuery(storesEndpoints.withManagers, {}, { fallback: t`Could not get Stores` }),
  staleTime: 5 * 60_000,
});

/** The user's stores with their managers and franchisees (shared by every store selector). */
export function useStoresManagers() {
  return useQuery(storesManagersQuery());
}
