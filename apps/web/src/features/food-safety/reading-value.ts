import { t } from '@lingui/core/macro';
import { UNIT_MEASURE, type Limits, type TemperatureUnit, type UnitType } from '@dripp/contract/food-safety-labels';
import { inRange, toFahrenheit } from '@dripp/domain/food-safety';
import { temperatureSymbol, temperatureText, typedTemperature } from '../../components/temperature';
import { displayNumber } from '../../lib/format';

/*
 * A reading's value as the person reads and types it: temperatures kept in °F shown in their
 * scale, sanitizer in ppm; what they type read back, with a decimal point or comma.
 */

const isTemperature = (type: UnitType) => UNIT_MEASURE[type] === 'temperature';

/** A kept value as the person reads it: "38.5 °F", "3.6 °C", "200 ppm". */
export function shownValue(value: number, type: UnitType, scale: TemperatureUnit): string {
  if (!isTemperature(type)) {
    const ppm = displayNumber(value, 0);
    return t`${ppm} ppm`;
  }
  return temperatureText(value, scale);
}

/** The unit of what is typed, beside the field: "°F", "°C" or "ppm". */
export function scaleSymbol(type: UnitType, scale: TemperatureUnit): string {
  return isTemperature(type) ? temperatureSymbol(scale) : t`ppm`;
}

/** A unit's limits as the person reads them: "≤ 41 °F", "≥ 135 °F", "200 ppm – 400 ppm". */
export function shownLimits({ low, high }: Limits, type: UnitType, scale: TemperatureUnit): string {
  const lowShown = low == null ? '' : shownValue(low, type, scale);
  const highShown = high == null ? '' : shownValue(high, type, scale);
  if (low != null && high != null) return t`${lowShown} to ${highShown}`;
  if (high != null) return t`At most ${highShown}`;
  if (low != null) return t`At least ${lowShown}`;
  return t`No limits`;
}

/** What was typed as a number (a point or a comma, a minus); null when blank, NaN when it is not one. */
export const typedNumber = typedTemperature;

/** Whether a typed value (in the person's scale) is within a unit's limits (kept in °F or ppm). */
export function typedInRange(value: number, limits: Limits, type: UnitType, scale: TemperatureUnit): boolean {
  return inRange(isTemperature(type) ? toFahrenheit(value, scale) : value, limits);
}

/** The scale a reading of the unit is sent in: the person's for a temperature, none for ppm. */
export function sentScale(type: UnitType, scale: TemperatureUnit): TemperatureUnit {
  return isTemperature(type) ? scale : 'F';
}

export { isTemperature };
