import { describe, expect, it } from 'vitest';
import {
  barSafeTotalCents,
  cashCountTotals,
  centsAsDollars,
  discrepanciesCents,
  discrepancyCents,
  parseCashCount,
  parseCents,
  parseWholeNumber,
  startingBankTotalCents,
  totalDepositCents,
  totalDiscrepancyCents,
} from './cash-count';
import { formatCents } from './money';

describe('parseCents (starting bank and cashier cells)', () => {
  it('parses decimals exactly into cents', () => {
    expect(parseCents('12.34')).toBe(1234);
    expect(parseCents('12.5')).toBe(1250);
    expect(parseCents('.75')).toBe(75);
    expect(parseCents('7.')).toBe(700);
    expect(parseCents(' 150 ')).toBe(15000);
    expect(parseCents('$1,234.56')).toBe(123456);
    expect(parseCents('-3.10')).toBe(-310);
  });

  it('turns non-numeric input into 0', () => {
    for (const v of ['abc', '', '  ', '12abc', '1,23', '1.2.3', '--1', null, undefined, {}, [], NaN, Infinity, true]) {
      expect(parseCents(v)).toBe(0);
    }
  });

  it('accepts numbers and keeps them exact to the cent', () => {
    expect(parseCents(0.1)).toBe(10);
    expect(parseCents(0.1 + 0.2)).toBe(30);
    expect(parseCents(19.99)).toBe(1999);
    expect(parseCents(-0)).toBe(0);
  });

  it('sums 0.1 and 0.2 to exactly 30 cents', () => {
    expect(parseCents('0.1') + parseCents('0.2')).toBe(30);
    expect(startingBankTotalCents({ bank1: '0.1', bank2: '0.2' })).toBe(30);
    expect(formatCents(startingBankTotalCents({ bank1: 0.1, bank2: 0.2 }))).toBe('0.30');
  });

  it('rounds a third decimal half away from zero', () => {
    expect(parseCents('0.125')).toBe(13);
    expect(parseCents('0.124')).toBe(12);
    expect(parseCents('-0.125')).toBe(-13);
    expect(parseCents('2.999')).toBe(300);
  });

  it('treats implausibly large amounts as non-numeric', () => {
    expect(parseCents('999999999.99')).toBe(99_999_999_999);
    expect(parseCents('1000000000')).toBe(0);
  });
});

describe('parseWholeNumber (bar safe cells)', () => {
  it('parses whole counts and drops a fraction', () => {
    expect(parseWholeNumber('12')).toBe(12);
    expect(parseWholeNumber('007')).toBe(7);
    expect(parseWholeNumber('12.7')).toBe(12);
    expect(parseWholeNumber(5)).toBe(5);
    expect(parseWholeNumber(5.9)).toBe(5);
  });

  it('turns non-numeric or negative input into 0', () => {
    for (const v of ['abc', '', '-3', '1,000', '3 notes', null, undefined, -2, NaN]) {
      expect(parseWholeNumber(v)).toBe(0);
    }
  });
});

describe('totals', () => {
  it('values a bar safe row as counts times face value', () => {
    expect(barSafeTotalCents({ b100: '2', b20: '10', b1: '3', c25: '40', c1: '7' })).toBe(
      20000 + 20000 + 300 + 1000 + 7,
    );
    expect(barSafeTotalCents({ b20: 'x', c50: '2.9' })).toBe(100);
    expect(barSafeTotalCents(undefined)).toBe(0);
  });

  it('sums the four starting banks', () => {
    expect(startingBankTotalCents({ bank1: '150', bank2: '150.25', bank3: 'n/a', bank4: 99.75 })).toBe(40000);
  });

  it('computes discrepancy = actual + paid outs − expected per denomination', () => {
    expect(discrepancyCents('100.00', '5.50', '106')).toBe(-50);
    const cashier = {
      expected: { b20: '200', c25: '10' },
      paid: { b20: '20' },
      actual: { b20: '180', c25: '10.25', b1: 'oops' },
    };
    const each = discrepanciesCents(cashier);
    expect(each.b20).toBe(0);
    expect(each.c25).toBe(25);
    expect(each.b1).toBe(0);
    expect(totalDepositCents(cashier)).toBe(19025);
    expect(totalDiscrepancyCents(cashier)).toBe(25);
  });

  it('computes every total of a parsed sheet in cents', () => {
    const sheet = parseCashCount({
      leads: { open_lead: '  Ben ', notes: 'ok' },
      bar_safe: { open: { b20: '5', c10: '3' }, eclose: { b1: '12.5' } },
      starting_bank: { open: { bank1: '0.1', bank2: '0.2' }, close: { bank4: '150' } },
      cashier: { expected: { b5: '50' }, paid: { b5: '2.5' }, actual: { b5: '47.49', c1: '0.01' } },
      cashier_names: { name: { b5: ' Zoe ' } },
    });
    expect(sheet.leads).toEqual({ open_lead: 'Ben', mid_lead: '', close_lead: '', notes: 'ok' });
    expect(sheet.cashier_names.name.b5).toBe('Zoe');
    const totals = cashCountTotals(sheet);
    expect(totals.bar_safe).toEqual({ open: 10030, mid: 0, bclose: 0, eclose: 1200 });
    expect(totals.starting_bank).toEqual({ open: 30, mid: 0, close: 15000 });
    expect(totals.discrepancy.b5).toBe(-1);
    expect(totals.discrepancy.c1).toBe(1);
    expect(totals.total_deposit).toBe(4750);
    expect(totals.total_discrepancy).toBe(0);
  });

  it('fills a missing sheet with zeros and blanks', () => {
    const totals = cashCountTotals(parseCashCount(null));
    expect(totals.total_deposit).toBe(0);
    expect(Object.values(totals.bar_safe)).toEqual([0, 0, 0, 0]);
  });
});

describe('formatting', () => {
  it('formats cents without floating point', () => {
    expect(formatCents(123456)).toBe('1234.56');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(-105)).toBe('-1.05');
    expect(centsAsDollars(30)).toBe(0.3);
  });
});
