import type { KeyRelease, KeyReleaseInput } from '@dripp/contract/key-release';

/** One log row as its form holds it: the key checkboxes, the names and the two dates (YYYY-MM-DD). */
export interface RowValues {
  building: boolean;
  office: boolean;
  gate: boolean;
  firstName: string;
  lastName: string;
  signature: string;
  timeGiven: string | null;
  timeReturned: string | null;
}

export const EMPTY: RowValues = {
  building: false,
  office: false,
  gate: false,
  firstName: '',
  lastName: '',
  signature: '',
  timeGiven: null,
  timeReturned: null,
};

const dateOnly = (value: { date: string } | null) => (value ? value.date.slice(0, 10) : null);

export function valuesOf(row: KeyRelease): RowValues {
  return {
    building: row.buildingKey === 1,
    office: row.officeKey === 1,
    gate: row.gateKey === 1,
    firstName: row.firstName,
    lastName: row.lastName,
    signature: row.signature,
    timeGiven: dateOnly(row.timeGiven),
    timeReturned: dateOnly(row.timeReturned),
  };
}

export function bodyOf(values: RowValues): KeyReleaseInput {
  return {
    building: values.building ? 1 : 0,
    office: values.office ? 1 : 0,
    gate: values.gate ? 1 : 0,
    first_name: values.firstName,
    last_name: values.lastName,
    signature: values.signature,
    time_given: values.timeGiven ?? '',
    time_returned: values.timeReturned ?? '',
  };
}
