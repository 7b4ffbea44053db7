import { PERMISSION_NAMES } from '@dripp/contract/permissions';

const checkLists = [
  'communication-log-view',
  'communication-log-create',
  'communication-log-update',
  'communication-log-edit',
  'cash-count-view',
  'cash-count-create',
  'cash-count-update',
  'daily-checklist-view',
  'daily-checklist-create',
  'waste-log-view',
  'waste-log-create',
];
const reading = ['recipes-view', 'schematics-view', 'documents-forms-view', 'documents-forms-download'];
const storeManagement = [
  'service-providers-view',
  'service-providers-create',
  'service-providers-edit',
  'service-providers-delete',
  'help-desk-history-create',
  'key-release-log-view',
  'key-release-log-create',
  'key-release-log-edit',
  'key-release-log-delete',
  'order-history-view',
  'order-history-create',
  'checklists-view',
  'checklists-edit',
  'checklists-delete',
  'incident-reports-view',
  'incident-reports-create',
  'incident-reports-edit',
  'incident-reports-delete',
  'retail-score-sheet-list',
  'retail-score-sheet-view',
  'retail-score-sheet-create',
  'retail-score-sheet-edit',
];

/** What each standard role may do when the portal is first installed (editable in the matrix). */
export const STANDARD_GRANTS: Record<string, string[]> = {
  ROLE_ADMIN: [],
  ROLE_CORPORATE: PERMISSION_NAMES.filter((p) => !p.startsWith('user-access-')),
  ROLE_MANAGER: [...checkLists, ...reading, ...storeManagement, 'stores-view'],
  ROLE_FRANCHISEE: [
    ...checkLists.filter((p) => p.endsWith('-view')),
    ...reading,
    'order-history-view',
    'incident-reports-view',
    'retail-score-sheet-list',
    'retail-score-sheet-view',
    'stores-view',
  ],
  // Shift leads and baristas keep the day's sheet; changing a past day's sheet is a manager's call.
  ROLE_SHIFT_LEAD: [
    ...checkLists.filter((p) => p !== 'communication-log-edit'),
    ...reading,
    'incident-reports-view',
    'incident-reports-create',
    'key-release-log-view',
  ],
  ROLE_BARISTA: [
    'communication-log-view',
    'communication-log-create',
    'communication-log-update',
    'cash-count-view',
    'cash-count-create',
    'cash-count-update',
    'daily-checklist-view',
    'daily-checklist-create',
    'waste-log-view',
    'waste-log-create',
    'recipes-view',
    'schematics-view',
  ],
};
