import { describe, expect, it } from 'vitest';
import {
  coolingCheckState,
  coolingMayCloseWithoutRemedy,
  coolingWindows,
  daySlots,
  fromFahrenheit,
  inRange,
  slotFor,
  toFahrenheit,
  unitLimits,
  useBy,
  withinAllowed,
} from './food-safety';

const LA = 'America/Los_Angeles';

describe('limits and scales', () => {
  it('keeps °F and converts °C exactly at the limits', () => {
    expect(toFahrenheit(5, 'C')).toBe(41);
    expect(toFahrenheit(57.2, 'C')).toBe(134.96);
    expect(toFahrenheit(-17.8, 'C')).toBe(-0.04);
    expect(fromFahrenheit(41, 'C')).toBe(5);
    expect(fromFahrenheit(135, 'F')).toBe(135);
  });
  it('takes both ends of a range, and an open end takes all', () => {
    expect(inRange(41, { low: null, high: 41 })).toBe(true);
    expect(inRange(41.1, { low: null, high: 41 })).toBe(false);
    expect(inRange(134.9, { low: 135, high: null })).toBe(false);
    expect(inRange(200, { low: 200, high: 400 })).toBe(true);
    expect(inRange(401, { low: 200, high: 400 })).toBe(false);
  });
  it("uses a unit's own limit where set, within what the chain allows", () => {
    expect(unitLimits({ low: null, high: 41 }, { low: null, high: 38 })).toEqual({ low: null, high: 38 });
    expect(unitLimits({ low: 200, high: 400 }, { low: null, high: null })).toEqual({ low: 200, high: 400 });
    expect(withinAllowed({ low: null, high: 38 }, { low: 28, high: 41 })).toBe(true);
    expect(withinAllowed({ low: null, high: 45 }, { low: 28, high: 41 })).toBe(false);
    expect(withinAllowed({ low: 40, high: 30 }, { low: 28, high: 41 })).toBe(false);
  });
});

describe('the due time a reading answers', () => {
  const slots = (answered: string[] = []) => daySlots('2026-11-28', ['15:00', '07:00'], LA, new Set(answered));
  const at = (time: string) => new Date(`2026-11-28T${time}:00-08:00`);
  it('opens an hour before a due time and is late an hour after it', () => {
    expect(slotFor(slots(), at('05:59'))).toBeNull();
    expect(slotFor(slots(), at('06:00'))).toEqual({ dueTime: '07:00', late: false });
    expect(slotFor(slots(), at('08:00'))).toEqual({ dueTime: '07:00', late: false });
    expect(slotFor(slots(), at('08:01'))).toEqual({ dueTime: '07:00', late: true });
  });
  it('answers the next due time once the first is answered, and none after all are', () => {
    expect(slotFor(slots(['07:00']), at('09:00'))).toBeNull();
    expect(slotFor(slots(['07:00']), at('14:10'))).toEqual({ dueTime: '15:00', late: false });
    expect(slotFor(slots(['07:00', '15:00']), at('20:00'))).toBeNull();
  });
});

describe('the date-marking rule', () => {
  const life = (value: number, unit: 'hours' | 'days' = 'days', readyToEat = true) => ({ value, unit, readyToEat });
  const prepped = new Date('2026-11-01T15:00:00-08:00'); // 1 November, 3 PM in Los Angeles
  const local = (d: Date) => d.toLocaleString('en-US', { timeZone: LA, hour12: false });

  it('counts the prep day as day 1', () => {
    expect(local(useBy(prepped, life(1), LA))).toBe('11/1/2026, 23:59:00');
    expect(local(useBy(prepped, life(3), LA))).toBe('11/3/2026, 23:59:00');
  });
  it('caps ready-to-eat food at 7 days, and not other food', () => {
    expect(local(useBy(prepped, life(10), LA))).toBe('11/7/2026, 23:59:00');
    expect(local(useBy(prepped, life(10, 'days', false), LA))).toBe('11/10/2026, 23:59:00');
  });
  it('counts a combined item from its earliest ingredient', () => {
    expect(local(useBy(prepped, life(7), LA, ['2026-10-30', '2026-10-31']))).toBe('11/5/2026, 23:59:00');
    expect(local(useBy(prepped, life(2), LA, ['2026-11-05']))).toBe('11/2/2026, 23:59:00');
  });
  it('counts hours from the prep time, on the store day across midnight UTC', () => {
    expect(local(useBy(prepped, life(4, 'hours'), LA))).toBe('11/1/2026, 19:00:00');
    const late = new Date('2026-11-02T07:30:00Z'); // 11:30 PM on 1 November in Los Angeles
    expect(local(useBy(late, life(1), LA))).toBe('11/1/2026, 23:59:00');
  });
});

describe('the cooling windows', () => {
  const start = new Date('2026-11-28T20:00:00Z');
  const [two, six] = coolingWindows(start);
  const h = (hours: number) => new Date(start.getTime() + hours * 3_600_000);
  it('sets the checks at 2 hours (70 °F) and 6 hours (41 °F)', () => {
    expect(two).toEqual({ stage: '2h', dueAt: h(2), high: 70 });
    expect(six).toEqual({ stage: '6h', dueAt: h(6), high: 41 });
  });
  it('passes a check in time and under its limit, and fails or misses otherwise', () => {
    expect(coolingCheckState(two!, { value: 70, takenAt: h(1.9) }, h(1.9))).toBe('passed');
    expect(coolingCheckState(two!, { value: 72, takenAt: h(1.9) }, h(1.9))).toBe('failed');
    expect(coolingCheckState(two!, { value: 60, takenAt: h(2.5) }, h(2.5))).toBe('failed');
    expect(coolingCheckState(two!, null, h(1))).toBe('upcoming');
    expect(coolingCheckState(two!, null, h(1.8))).toBe('due');
    expect(coolingCheckState(two!, null, h(2.01))).toBe('missed');
    expect(coolingCheckState(six!, { value: 41, takenAt: h(5) }, h(5))).toBe('passed');
  });
  it('closes without a remedy only when every check passed', () => {
    expect(coolingMayCloseWithoutRemedy(['passed', 'passed'])).toBe(true);
    expect(coolingMayCloseWithoutRemedy(['passed', 'missed'])).toBe(false);
    expect(coolingMayCloseWithoutRemedy(['failed', 'passed'])).toBe(false);
  });
});
