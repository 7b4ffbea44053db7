import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsEndpoints } from '@dripp/contract/endpoints/notifications';
import type { NotificationSettingInput } from '@dripp/contract/notifications';
import { call, invalidate } from '../../../lib/endpoints';
import type { SettingsOwner } from './get-notification-settings';
import { t } from '@lingui/core/macro';

const fallback = () => t`Could not save notification settings`;

/** PUT /notifications/settings, or /notifications/settings/{userId}: every kind at once. */
export async function saveNotificationSettings(
  owner: SettingsOwner,
  settings: NotificationSettingInput[],
): Promise<void> {
  if ('userId' in owner)
    await call(
      notificationsEndpoints.saveUserSettings,
      { params: { userId: owner.userId }, body: { settings } },
      { fallback: fallback(), showsForbidden: true },
    );
  else await call(notificationsEndpoints.saveSettings, { body: { settings } }, { fallback: fallback() });
}

export function useSaveNotificationSettings(owner: SettingsOwner) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettingInput[]) => saveNotificationSettings(owner, settings),
    onSuccess: () =>
      invalidate(client, 'userId' in owner ? notificationsEndpoints.userSettings : notificationsEndpoints.settings),
  });
}
