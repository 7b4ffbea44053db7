import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionSettingsInput } from '@dripp/contract/corrective-actions';
import { correctiveActionsEndpoints } from '@dripp/contract/endpoints/corrective-actions';
import { call, invalidate } from '../../../lib/endpoints';

/** PUT /corrective-actions/settings: every on-fail rule and the chain settings at once. */
export async function saveActionSettings(body: ActionSettingsInput): Promise<void> {
  await call(correctiveActionsEndpoints.saveSettings, { body }, { fallback: t`Could not save the action settings` });
}

export function useSaveActionSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveActionSettings,
    onSuccess: () => invalidate(client, correctiveActionsEndpoints.settings),
  });
}
