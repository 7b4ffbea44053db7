import { useQuery } from '@tanstack/react-query';
import { vendorsEndpoints } from '@dripp/contract/endpoints/vendors';
import { endpointQuery } from '../endpoints';
import { t } from '@lingui/core/macro';

/**
 * GET /vendors: the active vendors, for the vendor selector. Same key as the vendor list's, so a
 * vendor saved there shows up here at once.
 */
export const activeVendorsQuery = () =>
  endpointQuery(vendorsEndpoints.list, { query: { trashed: 0 } }, { fallback: t`Could not get Vendors` });

export function useActiveVendors(enabled = true) {
  return useQuery({ ...activeVendorsQuery(), enabled });
}
