import { describe, expect, it } from 'vitest';
import {
  CALENDAR_DATE,
  CalendarDateSchema,
  ID_LIST_NOT_EMPTY,
  ID_UP_TO_MAX,
  IdSchema,
  idList,
  MAX_INT,
  WEB_LINK_FORM,
  webLink,
} from './inputs';

describe('the id pattern the document states', () => {
  it('accepts exactly the decimal strings IdSchema accepts', () => {
    const edges = [0, 1, 9, 10, 999_999_999, 1_000_000_000, 1_999_999_999, 2_000_000_000, 2_147_483_599];
    const nearMax = Array.from({ length: 41 }, (_, i) => MAX_INT - 20 + i);
    const digitSteps = Array.from({ length: 10 }, (_, i) => [MAX_INT - 10 ** i, MAX_INT + 10 ** i]).flat();
    for (const n of [...edges, ...nearMax, ...digitSteps, 9_999_999_999, 10_000_000_000]) {
      const text = String(n);
      expect(ID_UP_TO_MAX.test(text), text).toBe(IdSchema.safeParse(text).success);
    }
    for (const text of ['', '01', '-1', '1.5', '1e3', ' 7', '0x10']) {
      expect(ID_UP_TO_MAX.test(text), text).toBe(false);
      expect(IdSchema.safeParse(text).success, text).toBe(false);
    }
  });
});

describe('the pattern of a list that names at least one id', () => {
  const list = idList(1_000, 'Choose at least one');
  const pieces = [
    '',
    ' ',
    ',',
    '1',
    '7',
    '12',
    '0',
    '01',
    'x',
    '2147483647',
    '2147483648',
    '\t',
    '\u00a0',
    '-1',
    '1.5',
  ];

  it('accepts exactly the lists the check accepts', () => {
    const texts = pieces.flatMap((a) => pieces.flatMap((b) => pieces.map((c) => a + b + c)));
    for (const text of texts) {
      expect(ID_LIST_NOT_EMPTY.test(text), JSON.stringify(text)).toBe(list.safeParse(text).success);
    }
  });
});

describe('the calendar date pattern the document states', () => {
  const day = (year: number, month: number, date: number) =>
    `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;

  it('accepts exactly the dates CalendarDateSchema accepts', () => {
    const years = [0, 1800, 1899, 1900, 1901, 1904, 1999, 2000, 2024, 2100, 2400, 2500, 2800, 2999, 3000, 9999];
    const texts = years.flatMap((year) =>
      Array.from({ length: 14 }, (_, m) => Array.from({ length: 33 }, (_, d) => day(year, m, d))).flat(),
    );
    const everyLeapDay = Array.from({ length: 1_300 }, (_, i) => day(1_800 + i, 2, 29));
    for (const text of [...texts, ...everyLeapDay, '2024-1-05', '2024-01-05 ', '20240105', '']) {
      expect(CALENDAR_DATE.test(text), text).toBe(CalendarDateSchema.safeParse(text).success);
    }
  });
});

describe('the link pattern the document states', () => {
  const link = webLink(500);
  const pieces = [
    '',
    ' ',
    '\t',
    '\u0001',
    'h',
    'H',
    't',
    'T',
    'p',
    's',
    'S',
    ':',
    '//',
    '\\',
    'x',
    'http',
    'https',
    'javascript:',
  ];

  // About 100,000 texts through the check: under a second alone, longer beside the other suites.
  it('accepts every link the check accepts, and refuses other schemes', () => {
    const texts = pieces.flatMap((a) => pieces.flatMap((b) => pieces.flatMap((c) => pieces.map((d) => a + b + c + d))));
    const accepted = texts.filter((text) => link.safeParse(text).success);
    expect(accepted.length).toBeGreaterThan(100);
    expect(accepted.filter((text) => !WEB_LINK_FORM.test(text))).toEqual([]);
    for (const text of ['javascript:alert(1)', 'data:text/html,x', 'ftp://example.com', 'example.com'])
      expect(WEB_LINK_FORM.test(text), text).toBe(false);
  }, 60_000);
});
