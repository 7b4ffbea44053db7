import { notifications } from '@mantine/notifications';

/** An error toast titled "Error" (spec 1 §8, spec 2 §8). */
export function notifyError(message: string): void {
  notifications.show({ title: 'Error', message, color: 'red', autoClose: 6000 });
}

/** A success toast titled "Success" (spec 3 §8). */
export function notifySuccess(message: string): void {
  notifications.show({ title: 'Success', message, color: 'teal', autoClose: 4000 });
}

export function notifyWarning(message: string): void {
  notifications.show({ title: 'Warning', message, color: 'yellow', autoClose: 6000 });
}
