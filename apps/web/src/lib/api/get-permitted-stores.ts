import { useQuery } from '@tanstack/react-query';
import { storesEndpoints } from '@dripp/contract/endpoints/stores';
import { endpointQuery } from '../endpoints';
import { t } from '@lingui/core/macro';

/** GET /get-permitted-stores?permission=: the stores where the user holds one permission (spec 3 §6). */
export const permittedStoresQuery = (permission: string) => ({
  ...endpointQuery(storesEndpoints.permitted, { query: { permission } }, { fallback: t`Could not get Stores` }),
  staleTime: 5 * 60_000,
});

export function usePermittedStores(permission: string, enabled = true) {
  return useQuery({ ...permittedStoresQuery(permission), enabled });
}
