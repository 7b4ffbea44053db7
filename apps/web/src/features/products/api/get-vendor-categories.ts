import { useQuery } from '@tanstack/react-query';
import { categoriesEndpoints } from '@dripp/contract/endpoints/categories';
import { endpointQuery } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/** GET /vendors/{id}/categories: every category of the vendor (the form marks deactivated ones). */
export const vendorCategoriesQuery = (vendorId: number) =>
  endpointQuery(categoriesEndpoints.ofVendor, { params: { id: vendorId } }, { fallback: t`Could not get Categories` });

export function useVendorCategories(vendorId: number | null) {
  return useQuery({ ...vendorCategoriesQuery(vendorId ?? 0), enabled: vendorId != null });
}
