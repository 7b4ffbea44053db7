import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { correctiveActionsEndpoints } from '@dripp/contract/endpoints/corrective-actions';
import { endpointQuery } from '../../../lib/endpoints';

/** GET /corrective-actions/{id}: the action with its comments, photos, history and what the caller may do. */
export const actionQuery = (id: number) =>
  endpointQuery(correctiveActionsEndpoints.get, { params: { id } }, { fallback: t`Could not get the action` });

export function useAction(id: number, enabled = true) {
  return useQuery({ ...actionQuery(id), enabled });
}
