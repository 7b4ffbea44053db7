import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dashboard, DashboardInput } from '@dripp/contract/home-content';
import { sendWithProgress } from '../../../components/file-upload';
import { dashboardQuery } from './get-dashboard';

export interface UpdateDashboardInput {
  body: DashboardInput;
  onProgress?: (percent: number) => void;
}

/** PUT /dashboard {announcement, title, description, file (null when unchanged), filename}, with upload progress. */
export async function updateDashboard({ body, onProgress }: UpdateDashboardInput): Promise<Dashboard> {
  const answer = await sendWithProgress<Dashboard>('PUT', '/dashboard', {
    body,
    fallback: 'Could not update Dashboard',
    onProgress,
  });
  return answer.data;
}

export function useUpdateDashboard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateDashboard,
    onSuccess: (data) => client.setQueryData(dashboardQuery.queryKey, data),
  });
}
