import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  COOLING_REMEDY_LABELS,
  READING_FIX_LABELS,
  UNIT_MEASURE,
  type Limits,
  type UnitType,
} from '@dripp/contract/food-safety-labels';
import { ACTION_STATUS_LABELS } from '@dripp/contract/corrective-action-labels';
import type { Language } from '@dripp/contract/language';
import { RECHECK_WINDOW_MINUTES } from '@dripp/contract/food-safety-labels';
import { formatDay, formatMonthDay, formatTime, storeDateTime } from '@dripp/domain/dates';
import { coolingCheckState, coolingWindows, fromFahrenheit } from '@dripp/domain/food-safety';
import { wallClockInstant } from '@dripp/domain/store-day';
import { say } from '../../platform/words';
import { compliancePct } from './compliance.public';
import type { ReportData, ReportReading } from './report.service';
import { Pages } from './report-pages';

/*
 * The inspector's report as a PDF (decision 294): US Letter portrait, the standard Helvetica
 * (no font file to ship), a header on every page (store, period, when it was made, page x of y),
 * and tables that carry on across pages with their headings repeated. Written in the reader's
 * language; temperatures in °F and °C side by side.
 */

/** The report's own words, in the reader's language (their Spanish is in platform/words-es.ts). */
function wordsOf(lang: Language) {
  return {
    title: say('Food safety report', lang),
    readings: say('Readings', lang),
    outOfRange: say('Out-of-range readings and what was done', lang),
    missed: say('Missed readings', lang),
    cooling: say('Cooling batches', lang),
    labels: say('Labels printed', lang),
    none: say('None in this period.', lang),
    day: say('Day', lang),
    dueTime: say('Due time', lang),
    unit: say('Unit', lang),
    limits: say('Limits then', lang),
    result: say('Result', lang),
    takenBy: say('Taken by', lang),
    takenAt: say('Taken at', lang),
    inRange: say('In range', lang),
    outRange: say('Out of range', lang),
    late: say('Late', lang),
    recheck: say('Re-check', lang),
    correction: say('Correction', lang),
    extra: say('Extra reading', lang),
    value: say('Value', lang),
    done: say('What was done', lang),
    note: say('Note', lang),
    rechecks: say('Re-checks', lang),
    action: say('Corrective action', lang),
    escalated: say('Escalated', lang),
    food: say('Food', lang),
    started: say('Started', lang),
    check2: say('2-hour check', lang),
    check6: say('6-hour check', lang),
    closed: say('Closed', lang),
    open: say('Open', lang),
    remedy: say('Remedy and note', lang),
    passed: say('Passed', lang),
    failed: say('Failed', lang),
    notTaken: say('Not taken', lang),
    pending: say('Pending', lang),
    prepped: say('Prepped', lang),
    prepItem: say('Prep item', lang),
    quantity: say('Quantity', lang),
    size: say('Label size', lang),
    useBy: say('Use by', lang),
    preppedBy: say('Prepped by', lang),
  };
}

const oneDecimal = (n: number) => String(Math.round(n * 10) / 10);

/** A kept value as read: "38 °F" and "3.3 °C", or "250 ppm" and nothing. */
function scales(value: number, type: UnitType): [string, string] {
  if (UNIT_MEASURE[type] === 'ppm') return [`${oneDecimal(value)} ppm`, '-'];
  return [`${oneDecimal(value)} °F`, `${fromFahrenheit(value, 'C')} °C`];
}

function both(value: number, type: UnitType): string {
  const [f, c] = scales(value, type);
  return UNIT_MEASURE[type] === 'ppm' ? f : `${f} (${c})`;
}

function limitsText({ low, high }: Limits, type: UnitType, lang: Language): string {
  if (low != null && high != null) return `${both(low, type)} - ${both(high, type)}`;
  if (high != null) return say(`${both(high, type)} or below`, lang);
  if (low != null) return say(`${both(low, type)} or above`, lang);
  return '-';
}

/** The inspector's report of `data`, in `lang`, made at `now`. */
export async function reportPdf(data: ReportData, lang: Language, now: Date): Promise<Uint8Array> {
  const w = wordsOf(lang);
  const locale = lang === 'es' ? 'es-US' : 'en-US';
  const tz = data.store.timeZone;
  // A 90-day report writes the same few hundred days and times thousands of times.
  const remember = <K, V>(write: (key: K) => V) => {
    const kept = new Map<K, V>();
    return (key: K) => {
      let value = kept.get(key);
      if (value === undefined) kept.set(key, (value = write(key)));
      return value;
    };
  };
  const timeAt = remember((ms: number) => formatTime(new Date(ms), { timeZone: tz, viewerZone: tz }));
  const time = (at: Date) => timeAt(at.getTime());
  const day = remember((date: string) => formatMonthDay(date, locale));
  const localDay = remember((ms: number) => storeDateTime(new Date(ms), tz).date);
  /** A moment on the store's clock; with its day when that is not `date`. */
  const at = (instant: Date, date?: string) => {
    const local = localDay(instant.getTime());
    return local === date ? time(instant) : `${day(local)} ${time(instant)}`;
  };
  const unitName = (r: { unitName: string; unitNameEs: string | null }) =>
    lang === 'es' && r.unitNameEs ? r.unitNameEs : r.unitName;

  const doc = await PDFDocument.create();
  doc.setTitle(`${w.title} - ${data.store.title}`);
  doc.setCreationDate(now);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const { from, to } = data.period;
  const pages = new Pages(doc, font, bold, [
    `${w.title}: ${data.store.title} (#${data.store.number})`,
    say(`Period: ${formatDay(from)} to ${formatDay(to)}`, lang),
    say(`Generated on ${formatDay(now, tz)} at ${formatTime(now, { timeZone: tz })}`, lang),
  ]);

  const c = data.compliance;
  const share = compliancePct(c);
  const outOfRange = data.readings.filter((r) => !r.inRange);
  pages.paragraph(
    say(
      `Readings due: ${c.due}; on time and in range: ${c.good} (${share == null ? '-' : `${share}%`}); missed: ${c.missed}`,
      lang,
    ),
  );
  pages.paragraph(
    say(
      `Readings out of range: ${outOfRange.length}; cooling batches: ${data.cooling.length}; labels printed: ${data.labels.reduce((n, l) => n + l.quantity, 0)}`,
      lang,
    ),
  );

  const kindWord = (r: ReportReading) =>
    r.kind === 'recheck' ? w.recheck : r.kind === 'correction' ? w.correction : w.extra;
  pages.heading(w.readings);
  if (data.readings.length === 0) pages.paragraph(w.none);
  else
    pages.table(
      [
        { header: w.day, share: 0.1 },
        { header: w.dueTime, share: 0.09 },
        { header: w.unit, share: 0.14 },
        { header: '°F / ppm', share: 0.08 },
        { header: '°C', share: 0.07 },
        { header: w.limits, share: 0.15 },
        { header: w.result, share: 0.12 },
        { header: w.takenBy, share: 0.14 },
        { header: w.takenAt, share: 0.11 },
      ],
      data.readings.map((r) => {
        const [f, cel] = scales(r.value, r.unitType);
        const due = r.dueTime ? time(wallClockInstant(r.date, r.dueTime, tz)) : kindWord(r);
        const result = [r.inRange ? w.inRange : w.outRange, ...(r.late ? [w.late] : [])].join(', ');
        return {
          cells: [
            day(r.date),
            due,
            unitName(r),
            f,
            cel,
            limitsText(r, r.unitType, lang),
            result,
            r.takenBy ?? '-',
            at(r.takenAt, r.date),
          ],
          alert: !r.inRange,
        };
      }),
    );

  pages.heading(w.outOfRange);
  const rechecksOf = new Map<number, ReportReading[]>();
  for (const r of data.readings)
    if (r.refersTo != null && r.kind === 'recheck')
      rechecksOf.set(r.refersTo, [...(rechecksOf.get(r.refersTo) ?? []), r]);
  if (outOfRange.length === 0) pages.paragraph(w.none);
  else
    pages.table(
      [
        { header: w.day, share: 0.12 },
        { header: w.unit, share: 0.13 },
        { header: w.value, share: 0.12 },
        { header: w.done, share: 0.14 },
        { header: w.note, share: 0.17 },
        { header: w.rechecks, share: 0.17 },
        { header: w.action, share: 0.15 },
      ],
      outOfRange.map((r) => {
        const checks = (rechecksOf.get(r.id) ?? []).map(
          (k) =>
            `${at(k.takenAt, r.date)}: ${both(k.value, k.unitType)}, ${k.inRange ? w.inRange : w.outRange}${k.takenBy ? ` (${k.takenBy})` : ''}`,
        );
        if (checks.length === 0 && r.recheck) {
          const closes = r.recheck.dueAt.getTime() + RECHECK_WINDOW_MINUTES * 60_000;
          const dueAt = formatTime(r.recheck.dueAt, { timeZone: tz, viewerZone: tz });
          checks.push(
            now.getTime() > closes
              ? say(`Re-check due at ${dueAt}, not taken`, lang)
              : say(`Re-check due at ${dueAt}`, lang),
          );
        }
        if (r.recheck?.escalatedAt) checks.push(w.escalated);
        const action = r.action
          ? say(`Action #${r.action.id}: ${r.action.title} (${ACTION_STATUS_LABELS[r.action.status]})`, lang)
          : '-';
        return {
          cells: [
            `${day(r.date)} ${at(r.takenAt, r.date)}`,
            unitName(r),
            both(r.value, r.unitType),
            r.fix ? say(READING_FIX_LABELS[r.fix], lang) : '-',
            r.fixNote ?? '-',
            checks.join('; ') || '-',
            action,
          ],
        };
      }),
    );

  pages.heading(w.missed);
  if (data.missed.length === 0) pages.paragraph(w.none);
  else
    pages.table(
      [
        { header: w.day, share: 0.3 },
        { header: w.dueTime, share: 0.2 },
        { header: w.unit, share: 0.5 },
      ],
      data.missed.map((m) => ({
        cells: [day(m.date), time(wallClockInstant(m.date, m.dueTime, tz)), unitName(m)],
        alert: true,
      })),
    );

  pages.heading(w.cooling);
  if (data.cooling.length === 0) pages.paragraph(w.none);
  else
    pages.table(
      [
        { header: w.started, share: 0.15 },
        { header: w.food, share: 0.14 },
        { header: w.value, share: 0.12 },
        { header: w.check2, share: 0.16 },
        { header: w.check6, share: 0.16 },
        { header: w.closed, share: 0.12 },
        { header: w.remedy, share: 0.15 },
      ],
      data.cooling.map((b) => {
        const windows = coolingWindows(b.startedAt);
        const states = windows.map((win) => {
          const check = b.checks.find((k) => k.stage === win.stage) ?? null;
          const state = coolingCheckState(win, check, b.closedAt ?? now);
          const word =
            state === 'passed' ? w.passed : state === 'failed' ? w.failed : state === 'missed' ? w.notTaken : w.pending;
          return { state, text: check ? `${at(check.takenAt)}: ${both(check.value, 'cooling')}, ${word}` : word };
        });
        const remedy = [b.remedy ? say(COOLING_REMEDY_LABELS[b.remedy], lang) : null, b.note]
          .filter(Boolean)
          .join(': ');
        return {
          cells: [
            `${at(b.startedAt)}${b.startedBy ? ` (${b.startedBy})` : ''}`,
            b.unitName ? `${b.item} (${b.unitName})` : b.item,
            both(b.startValue, 'cooling'),
            states[0]?.text ?? '-',
            states[1]?.text ?? '-',
            b.closedAt ? `${at(b.closedAt)}${b.closedBy ? ` (${b.closedBy})` : ''}` : w.open,
            remedy || '-',
          ],
          alert: states.some((s) => s.state === 'failed' || s.state === 'missed'),
        };
      }),
    );

  pages.heading(w.labels);
  if (data.labels.length === 0) pages.paragraph(w.none);
  else
    pages.table(
      [
        { header: w.prepped, share: 0.2 },
        { header: w.prepItem, share: 0.26 },
        { header: w.quantity, share: 0.1 },
        { header: w.size, share: 0.1 },
        { header: w.useBy, share: 0.18 },
        { header: w.preppedBy, share: 0.16 },
      ],
      data.labels.map((l) => ({
        cells: [
          at(l.preppedAt),
          lang === 'es' && l.itemEs ? l.itemEs : l.item,
          String(l.quantity),
          l.size.replace('x', ' x ') + ' in',
          at(l.useBy),
          l.preppedBy ?? '-',
        ],
      })),
    );

  pages.numberPages((page, count) => say(`Page ${page} of ${count}`, lang));
  return doc.save();
}
