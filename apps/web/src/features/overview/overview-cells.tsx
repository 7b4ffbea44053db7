import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { OverviewMeasures, OverviewRange, OverviewStore } from '@dripp/contract/overview';
import { setActiveStore } from '../../lib/active-store';
import { displayDate, money, storeLabel } from '../../lib/format';
import { COLUMN_LABELS, LINK_NAMES, attention, recordLink, type MeasureColumn } from './overview-measures';
import classes from './overview.module.css';

/* One measure of one store (or of all of them): the figure, its change on the previous period and its notes. */

type Tone = 'better' | 'worse' | 'neutral';

interface Figures {
  main: string;
  delta?: { text: string; spoken: string; tone: Tone };
  /** `wrap`: a long note that may take two lines rather than widen its column. */
  notes: { text: string; alert?: boolean; wrap?: boolean }[];
}

const pct = (value: number | null) => (value == null ? '—' : `${Math.round(value)}%`);
const signedMoney = (value: number) => (value > 0 ? `+${money(value)}` : money(value));
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The change on the previous period: `up` says whether a rise is better or worse (or neither).
 * `show` formats the size of the change.
 */
function delta(
  current: number | null,
  previous: number | null,
  up: Tone,
  show: (size: number) => string,
): Figures['delta'] {
  if (current == null || previous == null) return undefined;
  const change = Math.round((current - previous) * 100) / 100;
  if (change === 0) return { text: '= prev.', spoken: 'as in the previous period', tone: 'neutral' };
  const rise = change > 0;
  const tone: Tone = up === 'neutral' ? 'neutral' : rise === (up === 'better') ? 'better' : 'worse';
  const size = show(Math.abs(change));
  return {
    text: `${rise ? '↑' : '↓'} ${size}`,
    spoken: `${rise ? 'up' : 'down'} ${size} on the previous period`,
    tone,
  };
}

const points = (n: number) => `${Math.round(n)} pts`;

/**
 * Suggested orders (issue 38): of the lines submitted with a suggestion, the share ordered within
 * ±1 unit of it; nothing while no line had one.
 */
function suggestionNotes(m: OverviewMeasures): Figures['notes'] {
  if (m.suggestion_match_pct == null) return [];
  return [
    { text: `${pct(m.suggestion_match_pct)} of ${plural(m.suggested_lines, 'line')} ±1 of the suggestion`, wrap: true },
  ];
}

/** `total`: the figures of every store together, which have no one evaluation day. */
export function figures(m: OverviewMeasures, column: MeasureColumn, total = false): Figures {
  switch (column) {
    case 'checklist':
      return {
        main: pct(m.checklist_on_time_pct),
        delta: delta(m.checklist_on_time_pct, m.previous_checklist_on_time_pct, 'better', points),
        notes:
          m.checklist_missed > 0
            ? [{ text: `${m.checklist_missed} missed`, alert: true }]
            : m.checklist_on_time_pct == null
              ? [{ text: 'None due' }]
              : [],
      };
    case 'cash':
      return {
        main: signedMoney(m.cash_over_short),
        delta:
          m.previous_cash_over_short === m.cash_over_short
            ? undefined
            : {
                text: `prev. ${signedMoney(m.previous_cash_over_short)}`,
                spoken: `${signedMoney(m.previous_cash_over_short)} in the previous period`,
                tone: 'neutral',
              },
        notes: [
          ...(m.cash_flagged > 0 ? [{ text: `${m.cash_flagged} flagged`, alert: true }] : []),
          ...(m.deposits_unverified > 0
            ? [{ text: `${plural(m.deposits_unverified, 'deposit')} unverified`, wrap: true }]
            : []),
        ],
      };
    case 'waste':
      return {
        main: money(m.waste_cost),
        delta: delta(m.waste_cost, m.previous_waste_cost, 'worse', money),
        notes:
          m.waste_change_pct == null
            ? []
            : [
                {
                  text: `${m.waste_change_pct > 0 ? '+' : ''}${Math.round(m.waste_change_pct)}% vs avg`,
                  alert: attention(m, 'waste'),
                },
              ],
      };
    case 'orders':
      return {
        main: money(m.order_spend),
        delta: delta(m.order_spend, m.previous_order_spend, 'neutral', money),
        notes: suggestionNotes(m),
      };
    case 'evaluation':
      return {
        main: pct(m.evaluation_score_pct),
        delta: delta(m.evaluation_score_pct, m.previous_evaluation_score_pct, 'better', points),
        notes: total
          ? []
          : m.evaluation_date
            ? [{ text: displayDate(m.evaluation_date.slice(0, 10)) }]
            : [{ text: 'None yet' }],
      };
    case 'actions':
      return {
        main: `${m.actions_open} open`,
        notes: m.actions_overdue > 0 ? [{ text: `${m.actions_overdue} overdue`, alert: true }] : [],
      };
    case 'incidents':
      return {
        main: String(m.incidents),
        delta: delta(m.incidents, m.previous_incidents, 'worse', String),
        notes: [],
      };
  }
}

function spokenOf(f: Figures): string {
  return [f.main === '—' ? 'none' : f.main, f.delta?.spoken, ...f.notes.map((n) => n.text)].filter(Boolean).join(', ');
}

/** Plain elements styled by class: a chain's grid draws thousands of these. */
function Lines({ f }: { f: Figures }) {
  return (
    <>
      <span className={classes.main}>{f.main}</span>
      {f.delta && <span className={`${classes.line} ${classes[f.delta.tone]}`}>{f.delta.text}</span>}
      {f.notes.map((note) => (
        <span
          key={note.text}
          className={`${classes.line} ${note.wrap ? classes.note : ''} ${note.alert ? classes.alert : classes.neutral}`}
        >
          {note.alert && <IconAlertTriangle size={12} stroke={2} aria-hidden className={classes.icon} />}
          {note.text}
        </span>
      ))}
    </>
  );
}

/** A store's figure, linking to the records behind it: a table cell, or a labelled row of a phone's card. */
export function MeasureLink({
  store,
  column,
  range,
  row,
}: {
  store: OverviewStore;
  column: MeasureColumn;
  range: OverviewRange;
  row?: boolean;
}) {
  const f = figures(store, column);
  const link = recordLink(store, column, range);
  const marked = attention(store, column) ? classes.attention : '';
  return (
    <Link
      to={link.to}
      className={`${row ? classes.cardRow : classes.cellLink} ${row ? marked : ''}`}
      aria-label={`${LINK_NAMES[column]} of ${storeLabel(store)}: ${spokenOf(f)}`}
      data-measure={column}
      onClick={link.activeStore ? () => setActiveStore(link.activeStore!) : undefined}
    >
      {row ? (
        <>
          <span className={classes.rowLabel}>{COLUMN_LABELS[column]}</span>
          <span className={classes.cardFigures}>
            <Lines f={f} />
          </span>
        </>
      ) : (
        <Lines f={f} />
      )}
    </Link>
  );
}

/** A figure of the totals row: nothing behind it to open. */
export function MeasureTotal({ measures, column }: { measures: OverviewMeasures; column: MeasureColumn }) {
  return (
    <div className={classes.cellStatic}>
      <Lines f={figures(measures, column, true)} />
    </div>
  );
}
