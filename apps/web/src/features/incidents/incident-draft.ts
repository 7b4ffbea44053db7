import type { IncidentFormInput, IncidentInput, IncidentReport } from '@dripp/contract/incidents';
import { t } from '@lingui/core/macro';
import { parseTime } from '@dripp/domain/incident-format';
import { timeProblem } from '../../components/time-field';
import type { FieldErrors } from '../../lib/api-client';
import { dayOf } from './incident-format';

export type Draft = {
  [K in keyof IncidentFormInput]-?: K extends `${string}Id` ? number | null : string;
};

export function draftOf(report: IncidentReport | null, storeId: number | null): Draft {
  return {
    // A new report's dates stay empty until picked: they show, and are sent as, the chosen store's today.
    incidentDate: report ? dayOf(report.incidentDate) : '',
    incidentTime: report?.incidentTime ?? '',
    storeId: report?.storeId ?? storeId,
    managerId: report?.managerId ?? null,
    employeeOnDuty1Id: report?.employeeOnDuty1Id ?? null,
    employeeOnDuty2Id: report?.employeeOnDuty2Id ?? null,
    employeeOnDuty3Id: report?.employeeOnDuty3Id ?? null,
    subject: report?.subject ?? '',
    description: report?.description ?? '',
    witnessName1: report?.witnessName1 ?? '',
    witnessPhone1: report?.witnessPhone1 ?? '',
    witnessName2: report?.witnessName2 ?? '',
    witnessPhone2: report?.witnessPhone2 ?? '',
    witnessName3: report?.witnessName3 ?? '',
    witnessPhone3: report?.witnessPhone3 ?? '',
    employeeSignature: report?.employeeSignature ?? '',
    enteredDate: report ? dayOf(report.enteredDate) : '',
  };
}

/** The required pickers, checked before sending so their messages read as the form's own. */
export function missingPickers(draft: Draft): FieldErrors {
  const missing: FieldErrors = {};
  if (draft.storeId == null) missing.storeId = [t`Choose a store`];
  if (draft.managerId == null) missing.managerId = [t`Choose the manager`];
  if (parseTime(draft.incidentTime) == null) missing.incidentTime = [timeProblem(t`Incident Time`)];
  if (draft.employeeOnDuty1Id == null) missing.employeeOnDuty1Id = [t`Choose an employee`];
  if (draft.employeeOnDuty2Id == null) missing.employeeOnDuty2Id = [t`Choose an employee`];
  if (draft.employeeOnDuty3Id == null) missing.employeeOnDuty3Id = [t`Choose an employee`];
  return missing;
}

/** What is sent: an empty date is the chosen store's today; the pickers are checked by then. */
export function incidentBody(draft: Draft, storeToday: string): IncidentInput {
  return {
    ...draft,
    incidentDate: draft.incidentDate || storeToday,
    enteredDate: draft.enteredDate || storeToday,
    storeId: draft.storeId ?? 0,
    managerId: draft.managerId ?? 0,
    employeeOnDuty1Id: draft.employeeOnDuty1Id ?? 0,
    employeeOnDuty2Id: draft.employeeOnDuty2Id ?? 0,
    employeeOnDuty3Id: draft.employeeOnDuty3Id ?? 0,
  };
}
