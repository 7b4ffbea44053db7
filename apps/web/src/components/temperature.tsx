import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Group, Text, TextInput, type TextInputProps } from '@mantine/core';
import { IconPlusMinus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { authEndpoints } from '@dripp/contract/endpoints/auth';
import type { Measure, TemperatureUnit } from '@dripp/contract/food-safety-labels';
import { fromFahrenheit, toFahrenheit } from '@dripp/domain/food-safety';
import { endpointQuery } from '../lib/endpoints';
import { displayNumber } from '../lib/format';
import { useSession } from '../lib/session';

/*
 * Temperatures in the signed-in person's scale (°F or °C, set on their profile). Food safety keeps
 * every temperature in °F (decision 276): these turn a kept °F value into what the person reads,
 * and what they type back into °F.
 */

/** The scale the signed-in person reads temperatures in: their own setting, °F until it is known. */
export function useTemperatureUnit(): TemperatureUnit {
  const { userName } = useSession();
  const user = useQuery({
    ...endpointQuery(authEndpoints.signedInUser, { params: { username: userName ?? '' } }, { notify: false }),
    enabled: Boolean(userName),
    staleTime: 30 * 60_000,
    retry: false,
  });
  return user.data?.user.temperature_unit ?? 'F';
}

/** "°F" or "°C". */
export function temperatureSymbol(unit: TemperatureUnit): string {
  return unit === 'C' ? t`°C` : t`°F`;
}

/** A kept °F temperature as the person reads it: "41 °F", "5 °C" (one decimal at most). */
export function temperatureText(fahrenheit: number, unit: TemperatureUnit): string {
  const degrees = displayNumber(fromFahrenheit(fahrenheit, unit), 1);
  return unit === 'C' ? t`${degrees} °C` : t`${degrees} °F`;
}

/** A kept value as the person reads it: a temperature in their scale, a sanitizer in ppm ("200 ppm"). */
export function measureText(value: number, measure: Measure, unit: TemperatureUnit): string {
  if (measure === 'temperature') return temperatureText(value, unit);
  const ppm = displayNumber(value, 0);
  return t`${ppm} ppm`;
}

/**
 * A range as the person reads it, either end open: "28 °F to 41 °F", "At most 41 °F", "At least
 * 135 °F", "No limits".
 */
export function rangeText(low: number | null, high: number | null, measure: Measure, unit: TemperatureUnit): string {
  const lowShown = low == null ? '' : measureText(low, measure, unit);
  const highShown = high == null ? '' : measureText(high, measure, unit);
  if (low != null && high != null) return t`${lowShown} to ${highShown}`;
  if (high != null) return t`At most ${highShown}`;
  if (low != null) return t`At least ${lowShown}`;
  return t`No limits`;
}

/** A kept °F temperature in the signed-in person's scale; a dash when there is none. */
export function Temperature({ value }: { value: number | null | undefined }) {
  const unit = useTemperatureUnit();
  return <span style={{ whiteSpace: 'nowrap' }}>{value == null ? '—' : temperatureText(value, unit)}</span>;
}

/**
 * What was typed, as a number: "38", "-5", "38.5" or "38,5" (a Spanish keypad writes a comma); null
 * when blank, NaN when it is not a temperature.
 */
export function typedTemperature(text: string): number | null {
  const value = text.trim().replace(/\s+/g, '').replace(/^[−–]/, '-');
  if (!value) return null;
  if (!/^-?\d{1,4}(?:[.,]\d{0,2})?$/.test(value)) return Number.NaN;
  return Number(value.replace(',', '.'));
}

/** A kept value as the field first shows it: a °F temperature in the person's scale, ppm as is. */
const shownText = (kept: number | null, unit: TemperatureUnit) =>
  kept == null ? '' : String(fromFahrenheit(kept, unit));

export interface TemperatureInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'rightSection'> {
  /** The kept value, in °F (ppm for a sanitizer); null: none. */
  value: number | null;
  /** The typed value in °F (ppm); null when blank, NaN when what is typed is not a number. */
  onChange: (kept: number | null) => void;
  /** A sanitizer's strength is typed in ppm, as it is kept. */
  measure?: Measure;
}

/**
 * A temperature typed in the person's scale on the phone's decimal keypad, kept in °F. A value the
 * person has not touched goes back unchanged (no rounding through °C), and a ± button gives the
 * minus sign the keypad lacks.
 */
export function TemperatureInput({ value, onChange, error, measure = 'temperature', ...rest }: TemperatureInputProps) {
  const { t: tr } = useLingui();
  const personUnit = useTemperatureUnit();
  // ppm goes through the °F path unchanged.
  const unit = measure === 'ppm' ? 'F' : personUnit;
  const [text, setText] = useState(() => shownText(value, unit));
  // The value this field last reported: anything else comes from outside (a reset) and is shown afresh.
  const reported = useRef<number | null>(value);
  const shownUnit = useRef(unit);
  useEffect(() => {
    if (Object.is(value, reported.current) && shownUnit.current === unit) return;
    reported.current = value;
    shownUnit.current = unit;
    setText(shownText(value, unit));
  }, [value, unit]);

  const type = (next: string) => {
    setText(next);
    const typed = typedTemperature(next);
    const fahrenheit = typed == null || Number.isNaN(typed) ? typed : toFahrenheit(typed, unit);
    reported.current = fahrenheit;
    onChange(fahrenheit);
  };
  const invalid = Number.isNaN(typedTemperature(text));
  return (
    <TextInput
      {...rest}
      value={text}
      onChange={(event) => type(event.currentTarget.value)}
      inputMode="decimal"
      autoComplete="off"
      error={error ?? (invalid ? tr`Enter a number` : undefined)}
      rightSectionWidth={measure === 'temperature' ? 84 : 48}
      rightSection={
        <Group gap={4} wrap="nowrap">
          <Text size="sm" c="dimmed" aria-hidden>
            {measure === 'ppm' ? tr`ppm` : temperatureSymbol(unit)}
          </Text>
          {measure === 'temperature' && (
            <ActionIcon
              variant="subtle"
              color="gray"
              size={40}
              disabled={rest.disabled}
              aria-label={tr`Change the sign (below zero)`}
              onClick={() => type(text.startsWith('-') ? text.slice(1) : `-${text}`)}
            >
              <IconPlusMinus size={18} />
            </ActionIcon>
          )}
        </Group>
      }
    />
  );
}
