import type { IncidentReport } from '@dripp/contract/incidents';
import { displayDate } from '../../lib/format';

/** The YYYY-MM-DD of a `{date}` object. */
export const dayOf = (value: { date: string }) => value.date.slice(0, 10);

/** A report's day in the shared format ("MMMM D, YYYY"). */
export const showDate = (value: { date: string }) => displayDate(dayOf(value));

export function witnesses(report: IncidentReport): string[] {
  return ([1, 2, 3] as const)
    .map((n) => [report[`witnessName${n}`], report[`witnessPhone${n}`]] as const)
    .filter(([name]) => name)
    .map(([name, phone]) => (phone ? `${name} (${phone})` : name!));
}

export function employeesOnDuty(report: IncidentReport): string[] {
  return [report.employeeOnDutyName1, report.employeeOnDutyName2, report.employeeOnDutyName3].filter(
    (name): name is string => Boolean(name),
  );
}
