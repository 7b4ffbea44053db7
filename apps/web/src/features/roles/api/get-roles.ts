import { useQuery } from '@tanstack/react-query';
import { rolesEndpoints } from '@dripp/contract/endpoints/roles';
import { endpointQuery } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/** GET /roles. */
export const rolesQuery = () => endpointQuery(rolesEndpoints.list, {}, { fallback: t`Unable to get roles data` });

export function useRoles(enabled = true) {
  return useQuery({ ...rolesQuery(), enabled });
}
