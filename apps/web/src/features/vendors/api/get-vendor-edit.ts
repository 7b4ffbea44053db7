import { useQuery } from '@tanstack/react-query';
import { vendorsEndpoints } from '@dripp/contract/endpoints/vendors';
import { endpointQuery } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/** GET /vendors/{id}/edit: the vendor's fields for the edit form. */
export const vendorEditQuery = (id: number) => ({
  ...endpointQuery(vendorsEndpoints.edit, { params: { id } }, { fallback: t`Could not get Vendor` }),
  // The form must start from what is stored now, not from a copy loaded minutes ago.
  staleTime: 0,
});

export function useVendorEdit(id: number | null) {
  return useQuery({ ...vendorEditQuery(id ?? 0), enabled: id != null });
}
