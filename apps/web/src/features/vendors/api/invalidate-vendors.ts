import type { QueryClient } from '@tanstack/react-query';
import { vendorsEndpoints } from '@dripp/contract/endpoints/vendors';
import { orderingEndpoints } from '@dripp/contract/endpoints/ordering';
import { invalidate } from '../../../lib/endpoints';

/** Every cached answer that shows a vendor: lists, details, store vendor lists of the order screens. */
export function invalidateVendors(client: QueryClient): Promise<unknown> {
  return Promise.all([
    invalidate(client, vendorsEndpoints.list),
    invalidate(client, vendorsEndpoints.view),
    invalidate(client, vendorsEndpoints.edit),
    invalidate(client, orderingEndpoints.storeVendors),
  ]);
}
