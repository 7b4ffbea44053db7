import { useMutation, useQueryClient } from '@tanstack/react-query';
import { homeContentEndpoints } from '@dripp/contract/endpoints/home-content';
import type { Dashboard, DashboardInput } from '@dripp/contract/home-content';
import { callData, keyOf } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

export interface UpdateDashboardInput {
  body: DashboardInput;
  onProgress?: (percent: number) => void;
}

/** PUT /dashboard {announcement, title, description, file (null when unchanged), filename}, with upload progress. */
export function updateDashboard({ body, onProgress }: UpdateDashboardInput): Promise<Dashboard> {
  return callData(
    homeContentEndpoints.updateDashboard,
    { body },
    // Always by the upload transport, as before: the editor shows progress while a file goes up.
    { fallback: t`Could not update Dashboard`, onProgress: onProgress ?? (() => undefined) },
  );
}

export function useUpdateDashboard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateDashboard,
    onSuccess: (data) => client.setQueryData(keyOf(homeContentEndpoints.dashboard, {}), data),
  });
}
