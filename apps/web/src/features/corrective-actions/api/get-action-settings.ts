import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { correctiveActionsEndpoints } from '@dripp/contract/endpoints/corrective-actions';
import { endpointQuery } from '../../../lib/endpoints';

export const actionSettingsQuery = () =>
  endpointQuery(correctiveActionsEndpoints.settings, {}, { fallback: t`Could not get the action settings` });

/** The score items' on-fail rules, which other failures raise actions, and the roles to assign. */
export function useActionSettings(enabled = true) {
  return useQuery({ ...actionSettingsQuery(), enabled });
}
