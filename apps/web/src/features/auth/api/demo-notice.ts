import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DemoNotice } from '@dripp/contract/session';
import { api } from '../../../lib/api-client';

/** GET /auth/demo: whether this portal still holds the demo accounts. Quiet when it fails. */
export function getDemoNotice(): Promise<DemoNotice> {
  return api.get<DemoNotice>('/auth/demo', { public: true, notify: false });
}

export const demoNoticeQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'demo'], queryFn: getDemoNotice, staleTime: 60_000, retry: false });

export function useDemoNotice() {
  return useQuery(demoNoticeQueryOptions());
}
