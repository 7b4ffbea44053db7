import { queryOptions, useQuery } from '@tanstack/react-query';
import { rolesEndpoints } from '@dripp/contract/endpoints/roles';
import { endpointQuery } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/** GET /roles/{id}. */
export const roleQuery = (id: number) =>
  queryOptions({
    ...endpointQuery(rolesEndpoints.get, { params: { id } }, { fallback: t`Could not get Role` }),
    staleTime: 0,
  });

export function useRole(id: number, enabled = true) {
  return useQuery({ ...roleQuery(id), enabled });
}
