import { z } from 'zod';
import { OkSchema, okEnvelope } from '../api';
import { SIGNED_IN_ERRORS, endpoint } from '../endpoint';
import { IdSchema } from '../inputs';
import {
  MarkReadSchema,
  NotificationListSchema,
  NotificationSettingsInputSchema,
  NotificationSettingsSchema,
} from '../notifications';
import { takingRead } from '../read-back';

const tag = 'Notifications';
const errors = SIGNED_IN_ERRORS;
const userParams = z.object({ userId: IdSchema });

/** The notification centre (the bell) and each person's choice of what they are told, and how. */
export const notificationsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/notifications',
    operationId: 'getNotifications',
    summary: "The caller's latest notifications and how many are unread",
    tag,
    access: { signedIn: true },
    answer: okEnvelope(NotificationListSchema),
    errors,
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/notifications/read',
    operationId: 'markNotificationsRead',
    summary: "Mark the caller's notifications read",
    tag,
    access: { signedIn: true },
    body: MarkReadSchema,
    answer: OkSchema,
    errors,
  }),
  settings: endpoint({
    method: 'GET',
    path: '/notifications/settings',
    operationId: 'getNotificationSettings',
    summary: 'What the caller is told, per kind and channel',
    tag,
    access: { signedIn: true },
    answer: okEnvelope(NotificationSettingsSchema),
    errors,
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/notifications/settings',
    operationId: 'saveNotificationSettings',
    summary: 'Choose what the caller is told, per kind and channel',
    tag,
    access: { signedIn: true },
    body: takingRead(NotificationSettingsInputSchema, NotificationSettingsSchema),
    answer: OkSchema,
    errors,
  }),
  userSettings: endpoint({
    method: 'GET',
    path: '/notifications/settings/:userId',
    operationId: 'getUserNotificationSettings',
    summary: 'What another person is told (notification-settings-edit at the stores they work at)',
    tag,
    access: { anyOf: ['notification-settings-edit'] },
    params: userParams,
    answer: okEnvelope(NotificationSettingsSchema),
    errors,
  }),
  saveUserSettings: endpoint({
    method: 'PUT',
    path: '/notifications/settings/:userId',
    operationId: 'saveUserNotificationSettings',
    summary: 'Choose what another person is told',
    tag,
    access: { anyOf: ['notification-settings-edit'] },
    params: userParams,
    body: takingRead(NotificationSettingsInputSchema, NotificationSettingsSchema),
    answer: OkSchema,
    errors,
  }),
};
