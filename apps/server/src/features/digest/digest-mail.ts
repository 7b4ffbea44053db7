import { actionLink } from '@dripp/contract/corrective-actions';
import { urgencyLabel } from '@dripp/contract/service-ticket';
import { pages } from '@dripp/contract/pages';
import { dueItemLink } from '@dripp/contract/store-day';
import { formatDay, previousDay } from '@dripp/domain/dates';
import { formatDollars } from '@dripp/domain/money';
import type { MailMessage } from '../../platform/mail';
import { say, type Language } from '../../platform/words';
import { WASTE_AVERAGE_DAYS } from '../overview/measures.public';
import { needsAttention, type DueMark, type StoreFacts } from './digest-figures';

/*
 * The digest as a mail: plain text and simple HTML built from the same lines. Stores that need
 * attention come one section each; stores with nothing to report share one line, so a chain of
 * hundreds stays readable. A store that recorded nothing always has its own section.
 */

/** A store's section lists at most this many overdue actions or deposits by name. */
const LISTED = 3;

interface Line {
  text: string;
  link?: string;
}

interface Section {
  heading: string;
  lines: Line[];
}

export interface DigestReader {
  username: string;
  firstName: string;
  email: string;
  /** The language the mail is written in: the reader's own. */
  language?: Language;
  /** The reader's own zone and local date of sending. */
  timeZone: string;
  date: string;
}

/** `2026-11-25` → `November 25, 2026` (decision 133). */
const dayLabel = (date: string) => formatDay(date);

/** An amount whose sign the sentence already says ("short $12.50"). */
const money = (cents: number) => formatDollars(Math.abs(cents));

function lateness(minutes: number | null): string {
  if (minutes == null) return 'late';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h} h ${m} min late` : `${m} min late`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function andMore<T>(list: T[], describe: (item: T) => string): string {
  const named = list.slice(0, LISTED).map(describe).join('; ');
  return list.length > LISTED ? `${named}; and ${list.length - LISTED} more` : named;
}

function dueLine(prefix: string, marks: DueMark[], store: StoreFacts, describe: (m: DueMark) => string): Line {
  return {
    text: `${prefix}: ${marks.map(describe).join(', ')}`,
    link: dueItemLink(marks[0]!.item, store.storeId, store.date),
  };
}

function storeLines(f: StoreFacts): Line[] {
  const lines: Line[] = [];
  const at = `${f.storeId}/${f.date}`;
  if (f.recordedNothing)
    lines.push({
      text: 'Recorded nothing yesterday: no comm sheet, checklist, cash count or waste entry',
      link: dueItemLink('comm-sheet', f.storeId, f.date),
    });
  if (f.missed.length) lines.push(dueLine('Missed', f.missed, f, (m) => m.label));
  if (f.late.length) lines.push(dueLine('Done late', f.late, f, (m) => `${m.label} (${lateness(m.minutesLate)})`));
  if (f.flaggedCount) {
    const c = f.flaggedCount;
    const tolerance = c.toleranceCents != null ? `, beyond the ${money(c.toleranceCents)} tolerance` : '';
    const reason = c.reason ? `. Reason given: ${c.reason}` : '';
    lines.push({
      text: `Cash count flagged: ${c.discrepancyCents < 0 ? 'short' : 'over'} ${money(c.discrepancyCents)}${tolerance}${reason}`,
      link: `/check-lists/cash-count/${at}`,
    });
  }
  if (f.wasteWellAbove) {
    const times = f.wasteAverageCents > 0 ? `${(f.wasteCents / f.wasteAverageCents).toFixed(1)} times` : 'well above';
    lines.push({
      text: `Waste ${money(f.wasteCents)}: ${times} the daily average of the ${WASTE_AVERAGE_DAYS} days before (${money(f.wasteAverageCents)})`,
      link: `/check-lists/wastelog/${at}`,
    });
  }
  for (const i of f.incidents)
    lines.push({ text: `New incident #${i.number}: ${i.subject}`, link: `/management/incident-report/${i.id}` });
  for (const t of f.serviceTickets)
    lines.push({
      text: `New service ticket for ${dayLabel(t.date)} (${urgencyLabel(t.urgency)})`,
      link: `/management/service-ticket/${f.storeId}/${t.date}`,
    });
  if (f.overdueActions.length) {
    const only = f.overdueActions.length === 1 ? f.overdueActions[0]! : null;
    lines.push({
      text: `Overdue actions (${f.overdueActions.length}): ${andMore(f.overdueActions, (a) => `"${a.title}"`)}`,
      link: only ? actionLink(only.id) : pages.storeActions.href(f.storeId),
    });
  }
  if (f.unverifiedDeposits.length)
    lines.push({
      text: `Deposits not verified after two days (${f.unverifiedDeposits.length}): ${andMore(
        f.unverifiedDeposits,
        (d) => `${dayLabel(d.date)}${d.bag ? `, bag ${d.bag}` : ''}`,
      )}`,
      link: `/check-lists/cash-count/${f.storeId}/${f.unverifiedDeposits[0]!.date}`,
    });
  return lines;
}

const storeName = (f: StoreFacts) => (f.number ? `${f.title} (#${f.number})` : f.title);

function totals(facts: StoreFacts[]): string {
  const sum = (of: (f: StoreFacts) => number) => facts.reduce((n, f) => n + of(f), 0);
  const parts = [
    [sum((f) => f.missed.length), 'missed item'],
    [sum((f) => f.late.length), 'late item'],
    [sum((f) => f.overdueActions.length), 'overdue action'],
    [sum((f) => (f.flaggedCount ? 1 : 0)), 'flagged cash count'],
    [sum((f) => f.unverifiedDeposits.length), 'deposit to verify', 'deposits to verify'],
    [sum((f) => (f.wasteWellAbove ? 1 : 0)), 'store with high waste', 'stores with high waste'],
    [sum((f) => f.incidents.length), 'new incident'],
    [sum((f) => f.serviceTickets.length), 'new service ticket'],
  ] as const;
  return parts
    .filter(([n]) => n > 0)
    .map(([n, one, many]) => plural(n, one, many))
    .join(' · ');
}

/** The digest's sections: a summary, one per store that needs attention, and the quiet stores in one line. */
export function digestSections(facts: StoreFacts[], reader: DigestReader): Section[] {
  const attention = facts.filter(needsAttention);
  const quiet = facts.filter((f) => !needsAttention(f));
  const silent = facts.filter((f) => f.recordedNothing);
  const summary: Line[] = [
    {
      text:
        attention.length === 0
          ? `Nothing to report at ${facts.length === 1 ? 'your store' : `your ${facts.length} stores`}.`
          : `${attention.length} of ${plural(facts.length, 'store')} need${attention.length === 1 ? 's' : ''} attention.`,
    },
  ];
  const counted = totals(facts);
  if (counted) summary.push({ text: counted });
  if (silent.length) summary.push({ text: `Recorded nothing yesterday: ${silent.map((f) => f.title).join(', ')}.` });
  const sections: Section[] = [{ heading: 'Summary', lines: summary }];
  for (const f of attention) {
    // A store far from the reader's zone may be on another day: its own yesterday is named.
    const other = f.date !== previousDay(reader.date) ? ` (${dayLabel(f.date)})` : '';
    sections.push({ heading: `${storeName(f)}${other}`, lines: storeLines(f) });
  }
  if (quiet.length && attention.length)
    sections.push({ heading: 'Nothing to report', lines: [{ text: quiet.map((f) => f.title).join(', ') }] });
  return sections;
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The mail of one reader's digest; `base` is the absolute start of every link (platform/mail-links.ts). */
export function digestMail(facts: StoreFacts[], reader: DigestReader, base: string): MailMessage {
  const language = reader.language ?? 'en';
  // The sections are written in English and put in the reader's language line by line.
  const sections = digestSections(facts, reader).map((s) => ({
    heading: say(s.heading, language),
    // The totals line ("3 missed items · 1 late item") is put in the language part by part.
    lines: s.lines.map((l) => ({
      ...l,
      text: l.text
        .split(' · ')
        .map((part) => say(part, language))
        .join(' · '),
    })),
  }));
  const attention = facts.filter(needsAttention).length;
  const yesterday =
    language === 'es' ? formatDay(previousDay(reader.date), undefined, 'es-US') : dayLabel(previousDay(reader.date));
  const state =
    attention === 0 ? 'nothing to report' : `${plural(attention, 'store')} need${attention === 1 ? 's' : ''} attention`;
  const subject = say(`Morning digest for ${yesterday}: ${state}`, language);
  const name = reader.firstName;
  const intro = name
    ? say(
        `Good morning, ${name}. Here is yesterday (${yesterday}, on each store's own clock) at the stores you oversee, and what is open now.`,
        language,
      )
    : say(
        `Good morning. Here is yesterday (${yesterday}, on each store's own clock) at the stores you oversee, and what is open now.`,
        language,
      );
  const profile = `${base}/profile/${encodeURIComponent(reader.username)}`;
  const footer = say(
    'You get this mail because the morning digest is on in your profile. You can change its time or turn it off there.',
    language,
  );

  const text = [
    intro,
    ...sections.map((s) =>
      [
        s.heading.toUpperCase(),
        ...s.lines.map((l) => (l.link ? `- ${l.text}\n  ${base}${l.link}` : `- ${l.text}`)),
      ].join('\n'),
    ),
    `${footer}\n${profile}`,
  ].join('\n\n');

  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#2b1d14;line-height:1.45">',
    `<p>${escape(intro)}</p>`,
    ...sections.map(
      (s) =>
        `<h3 style="margin:20px 0 6px">${escape(s.heading)}</h3><ul style="margin:0;padding-left:20px">${s.lines
          .map(
            (l) => `<li>${l.link ? `<a href="${escape(base + l.link)}">${escape(l.text)}</a>` : escape(l.text)}</li>`,
          )
          .join('')}</ul>`,
    ),
    `<p style="color:#6b5a4e;font-size:13px;margin-top:24px">${escape(footer)} <a href="${escape(profile)}">${escape(say('Profile', language))}</a></p>`,
    '</body></html>',
  ].join('');

  return {
    to: reader.email,
    subject,
    text,
    html,
    // RFC 3834: sent by the portal on its own, so out-of-office replies stay away.
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}
