import { describe, expect, it } from 'vitest';
import { cleanWasteLog, lineLossCents, lossCents, totalLossCents } from './waste-log';

describe('LOSS $', () => {
  it('is quantity × value in cents', () => {
    expect(lineLossCents('3', '2.50')).toBe(750);
    expect(lineLossCents(3, 0.1)).toBe(30);
    expect(lineLossCents('0.5', '4.99')).toBe(250);
    expect(lineLossCents('1.25', '0.33')).toBe(41);
    expect(lossCents(150, 333)).toBe(500);
  });

  it('counts non-numeric quantity or value as 0', () => {
    expect(lineLossCents('lots', '2.50')).toBe(0);
    expect(lineLossCents('2', '')).toBe(0);
    expect(lineLossCents(undefined, null)).toBe(0);
  });

  it('treats implausible quantities or values as 0, keeping the product exact', () => {
    expect(lineLossCents('99999.99', '999999.99')).toBe(9_999_998_900_000);
    expect(lineLossCents('100000', '1')).toBe(0);
    expect(lineLossCents('1', '1000000')).toBe(0);
  });

  it('rounds half a cent away from zero', () => {
    expect(lossCents(50, 1)).toBe(1);
    expect(lossCents(49, 1)).toBe(0);
    expect(lossCents(-50, 1)).toBe(-1);
  });
});

describe('cleanWasteLog', () => {
  it('drops lines without a description with a numbered warning and recomputes the loss', () => {
    const { lines, warnings } = cleanWasteLog([
      { description: ' Whole milk (gallon) ', qty: '2', value: '4.25' },
      { description: '   ', qty: '1', value: '3' },
      { description: 'Croissant', qty: 3, value: 1.1 },
      { qty: '9', value: '9' },
    ]);
    expect(lines).toEqual([
      { description: 'Whole milk (gallon)', qtyHundredths: 200, valueCents: 425, lossCents: 850 },
      { description: 'Croissant', qtyHundredths: 300, valueCents: 110, lossCents: 330 },
    ]);
    expect(warnings).toEqual(['Missing description on Waste Log #2', 'Missing description on Waste Log #4']);
    expect(totalLossCents(lines)).toBe(1180);
  });
});
