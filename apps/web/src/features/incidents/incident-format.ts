import dayjs from 'dayjs';
import type { IncidentReport } from '@dripp/contract/incidents';

/** The 24-hour HH:MM the form keeps, shown in 12-hour form with AM or PM (spec 3 §9). */
export function time12(value: string): string {
  const match = /^(\d{2}):(\d{2})/.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  return `${((hours + 11) % 12) + 1}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "ben carter" → "Ben Carter" (Submitted By, spec 3 §2.12). */
export function titleCase(value: string): string {
  return value
    .toLowerCase()
    .replace(/(^|[\s'-])(\p{L})/gu, (_m, before: string, letter: string) => before + letter.toUpperCase());
}

/** The YYYY-MM-DD of a `{date}` object. */
export const dayOf = (value: { date: string }) => value.date.slice(0, 10);

export const showDate = (value: { date: string }) => dayjs(dayOf(value)).format('MMMM D, YYYY');

/** The list's shorter form, so nine columns fit beside the menu. */
export const shortDate = (value: { date: string }) => dayjs(dayOf(value)).format('MMM D, YYYY');

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
