import { queryOptions, useQuery } from '@tanstack/react-query';
import { authEndpoints } from '@dripp/contract/endpoints/auth';
import type { DemoNotice } from '@dripp/contract/session';
import { callData, keyOf } from '../../../lib/endpoints';
import { carriedDemoNotice, carriedDemoNoticeAt } from '../login-first-paint';

/** GET /auth/demo: whether this portal still holds the demo accounts. Quiet when it fails. */
export function getDemoNotice(): Promise<DemoNotice> {
  return callData(authEndpoints.demoNotice, {}, { public: true, notify: false });
}

/**
 * The answer the page's HTML carried (docs/decisions/261) is the first data: the server's is as fresh
 * as the API's, not asked again; the service worker's copy is asked again once it is a minute old.
 */
export const demoNoticeQueryOptions = () =>
  queryOptions({
    queryKey: keyOf(authEndpoints.demoNotice),
    queryFn: getDemoNotice,
    staleTime: 60_000,
    retry: false,
    initialData: carriedDemoNotice,
    initialDataUpdatedAt: carriedDemoNoticeAt,
  });

export function useDemoNotice() {
  return useQuery(demoNoticeQueryOptions());
}
