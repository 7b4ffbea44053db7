import { useQuery } from '@tanstack/react-query';
import { notificationsEndpoints } from '@dripp/contract/endpoints/notifications';
import { endpointQuery } from '../../../lib/endpoints';

/** Whose settings: the caller's own, or another person's (notification-settings-edit). */
export type SettingsOwner = { own: true } | { userId: number };

/**
 * GET /notifications/settings, or /notifications/settings/{userId}: what the person is told, per
 * kind and channel. A refusal of another person's settings is shown in place of the section.
 */
export const notificationSettingsQuery = (owner: SettingsOwner) => ({
  ...('userId' in owner
    ? endpointQuery(
        notificationsEndpoints.userSettings,
        { params: { userId: owner.userId } },
        { notify: false, showsForbidden: true },
      )
    : endpointQuery(notificationsEndpoints.settings, {}, { notify: false })),
  staleTime: 0,
});

export function useNotificationSettings(owner: SettingsOwner) {
  return useQuery(notificationSettingsQuery(owner));
}
