import { z } from 'zod';
import { DateAsReadSchema as DateObjectAsReadSchema, takingRead } from './read-back';
import { CalendarDateSchema, IdSchema, phone, requiredText, text } from './inputs';
import { DateObjectSchema } from './evaluations';

/** Incident reports (spec 3 §2.9–§2.12, §3). */

export const INCIDENT_SUBJECT_MAX = 200;
export const INCIDENT_DESCRIPTION_MAX = 5000;
export const INCIDENT_NAME_MAX = 100;
export const INCIDENT_LIST_MAX = 500;

/** 24-hour HH:MM (spec 3 §9). */
export const IncidentTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use the 24-hour time HH:MM');

const witnessName = text(INCIDENT_NAME_MAX, { trim: true }).nullish();
const witnessPhone = z.union([z.literal(''), phone('Witness phone')]).nullish();

export type IncidentInput = z.input<typeof IncidentInputSchema>;
/** The report as the service receives it, after validation. */
export type IncidentFields = z.output<typeof IncidentInputSchema>;

export const IncidentReportSchema = z.object({
  id: z.number().int(),
  incidentNumber: z.number().int(),
  incidentDate: DateObjectSchema,
  /** 24-hour HH:MM. */
  incidentTime: z.string(),
  enteredDate: DateObjectSchema,
  subject: z.string(),
  description: z.string(),
  storeId: z.number().int(),
  storeName: z.string(),
  managerId: z.number().int(),
  managerName: z.string(),
  employeeOnDuty1Id: z.number().int().nullable(),
  employeeOnDuty2Id: z.number().int().nullable(),
  employeeOnDuty3Id: z.number().int().nullable(),
  employeeOnDutyName1: z.string().nullable(),
  employeeOnDutyName2: z.string().nullable(),
  employeeOnDutyName3: z.string().nullable(),
  witnessName1: z.string().nullable(),
  witnessPhone1: z.string().nullable(),
  witnessName2: z.string().nullable(),
  witnessPhone2: z.string().nullable(),
  witnessName3: z.string().nullable(),
  witnessPhone3: z.string().nullable(),
  employeeSignature: z.string(),
  /** The signed-in person who filed the report, and when; null for reports filed before this was kept. */
  submittedBy: z.string().nullable(),
  submittedAt: z.string(),
});
export type IncidentReport = z.infer<typeof IncidentReportSchema>;

/** A date as typed (YYYY-MM-DD) or as the report answers it (`{ date: 'YYYY-MM-DD HH:MM:SS' }`). */
const DateAsReadSchema = z.union([CalendarDateSchema, DateObjectAsReadSchema]);

/** A report as the form sends it. */
const IncidentFormSchema = z.object({
  incidentDate: DateAsReadSchema,
  incidentTime: IncidentTimeSchema,
  storeId: IdSchema,
  managerId: IdSchema,
  employeeOnDuty1Id: IdSchema,
  // Spec 3 §5 marks all three Employee on Duty fields required.
  employeeOnDuty2Id: IdSchema,
  employeeOnDuty3Id: IdSchema,
  subject: requiredText('Subject', INCIDENT_SUBJECT_MAX),
  description: requiredText('Incident Description', INCIDENT_DESCRIPTION_MAX),
  witnessName1: witnessName,
  witnessPhone1: witnessPhone,
  witnessName2: witnessName,
  witnessPhone2: witnessPhone,
  witnessName3: witnessName,
  witnessPhone3: witnessPhone,
  employeeSignature: requiredText('Employee Signature', INCIDENT_NAME_MAX),
  enteredDate: DateAsReadSchema,
});
/** The fields the report's form fills in. */
export type IncidentFormInput = z.input<typeof IncidentFormSchema>;

/** POST /incident-report: a new report, as the form sends it (its number is the server's to give). */
export const IncidentInputSchema = IncidentFormSchema;

/**
 * POST /incident-report/{id}: the report as the form sends it, or as the report answers it
 * (decision 237). Names and who filed it are ignored; its id and number, if sent, must be the
 * report's own (else 422): a report is never renumbered.
 */
export const IncidentUpdateSchema = takingRead(
  IncidentFormSchema.extend({
    id: z.number().int().optional().meta({ description: "The report's id as read: only its own." }),
    incidentNumber: z.number().int().optional().meta({ description: "The report's number as read: only its own." }),
  }),
  IncidentReportSchema,
);
/** An update as the service receives it, after validation. */
export type IncidentUpdateFields = z.output<typeof IncidentUpdateSchema>;

/** The list's filters themselves: the search's `filters`, and the export's query. */
export const IncidentFilterFieldsSchema = z.object({
  storeId: IdSchema.nullish(),
  managerId: IdSchema.nullish(),
  incidentStartDate: CalendarDateSchema.nullish(),
  incidentEndDate: CalendarDateSchema.nullish(),
});

/** POST /incident-reports/: the list's filters (spec 3 §3). */
export const IncidentFiltersSchema = z.object({
  filters: IncidentFilterFieldsSchema.default({}),
});
export type IncidentFilters = z.input<typeof IncidentFiltersSchema>['filters'];
/** The filters as the service receives them, after validation. */
export type IncidentFilterFields = z.output<typeof IncidentFiltersSchema>['filters'];

/** "IR-" plus the number (spec 3 §9). */
export function incidentLabel(incidentNumber: number): string {
  return `IR-${incidentNumber}`;
}
