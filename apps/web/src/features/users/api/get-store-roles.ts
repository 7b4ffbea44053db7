import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreRole } from '@dripp/contract/stores';
import { api } from '../../../lib/api-client';

/** GET /stores-roles: the store-level roles a new user may be given at their first store. */
export function getStoreRoles(signal?: AbortSignal): Promise<StoreRole[]> {
  return api.get<StoreRole[]>('/stores-roles', { fallback: 'Could not get Roles', signal });
}

export const storeRolesQuery = () =>
  queryOptions({
    queryKey: ['stores-roles'],
    queryFn: ({ signal }) => getStoreRoles(signal),
  });

export function useStoreRoles(enabled = true) {
  return useQuery({ ...storeRolesQuery(), enabled });
}
