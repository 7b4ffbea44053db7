import { notifications } from '@mantine/notifications';
import { t } from '@lingui/core/macro';

// The error toasts still on screen, so a later success can take them away.
const errorToasts = new Set<string>();

/** An error toast titled "Error" (spec 1 §8, spec 2 §8). */
export function notifyError(message: string): void {
  const id = notifications.show({
    title: t`Error`,
    message,
    color: 'red',
    autoClose: 6000,
    onClose: () => errorToasts.delete(id),
  });
  errorToasts.add(id);
}

/** Hides the error toasts still shown, e.g. a wrong password's once the sign-in succeeds. */
export function clearErrorToasts(): void {
  errorToasts.forEach((id) => notifications.hide(id));
  errorToasts.clear();
}

/** A success toast titled "Success" (spec 3 §8). */
export function notifySuccess(message: string): void {
  notifications.show({ title: t`Success`, message, color: 'teal', autoClose: 4000 });
}

export function notifyWarning(message: string): void {
  notifications.show({ title: t`Warning`, message, color: 'yellow', autoClose: 6000 });
}
