import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { checklistsEndpoints } from '@dripp/contract/endpoints/checklists';
import { endpointQuery } from '../../../lib/endpoints';

export const checklistTaskQuery = (id: number) =>
  endpointQuery(checklistsEndpoints.get, { params: { id } }, { fallback: t`Could not get Checklist` });

export function useChecklistTask(id: number | null) {
  return useQuery({ ...checklistTaskQuery(id ?? 0), enabled: id != null });
}
