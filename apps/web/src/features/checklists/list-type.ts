import { CHECKLIST_TYPES, type ChecklistType } from '@dripp/contract/checklists';

const KEY = 'checklists-type';

/**
 * The list type last shown, kept for the browser tab: Save and Cancel on the task page return to
 * /management/checklists (spec 2 §2), which then reopens the list that was being edited.
 */
export function readListType(): ChecklistType {
  try {
    const value = sessionStorage.getItem(KEY);
    return value && (CHECKLIST_TYPES as readonly string[]).includes(value) ? (value as ChecklistType) : 'open';
  } catch {
    return 'open';
  }
}

export function rememberListType(type: ChecklistType): void {
  try {
    sessionStorage.setItem(KEY, type);
  } catch {
    // Private modes may refuse storage; the list then opens on Opening Shift.
  }
}
