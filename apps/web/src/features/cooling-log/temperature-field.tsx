import { TextInput } from '@mantine/core';
import { fromFahrenheit } from '@dripp/domain/food-safety';
import type { TemperatureUnit } from '@dripp/contract/food-safety';
import { displayNumber } from '../../lib/format';

/** A temperature typed on the phone's number pad, in the person's scale. */
export function TemperatureField({
  label,
  value,
  onChange,
  unit,
  error,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  unit: TemperatureUnit;
  error?: string;
  disabled?: boolean;
}) {
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      inputMode="decimal"
      autoComplete="off"
      rightSection={<span aria-hidden>°{unit}</span>}
      error={error}
      disabled={disabled}
      size="md"
      w={{ base: '100%', xs: 160 }}
    />
  );
}

/** The typed temperature as a number, or undefined when it is not one ("41,5" reads as 41.5). */
export function parseTemperature(text: string): number | undefined {
  const clean = text.trim().replace(',', '.');
  if (!/^-?\d{1,4}(\.\d{0,2})?$/.test(clean)) return undefined;
  return Number(clean);
}

/** A kept °F temperature in the person's scale: "41 °F", "5 °C". */
export function degrees(fahrenheit: number, unit: TemperatureUnit): string {
  return `${displayNumber(fromFahrenheit(fahrenheit, unit), 1)} °${unit}`;
}
