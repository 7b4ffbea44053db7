import { IconAlertTriangle } from '@tabler/icons-react';
import { plural, t } from '@lingui/core/macro';
import { Link } from 'react-router';
import type { OverviewMeasures, OverviewRange, OverviewStore } from '@dripp/contract/overview';
import { setActiveStore } from '../../lib/active-store';
import { displayDate, money, storeLabel } from '../../lib/format';
import { i18n } from '../../i18n/i18n';
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
  if (change === 0) return { text: t`= prev.`, spoken: t`as in the previous period`, tone: 'neutral' };
  const rise = change > 0;
  const tone: Tone = up === 'neutral' ? 'neutral' : rise === (up === 'better') ? 'better' : 'worse';
  const size = show(Math.abs(change));
  return {
    text: `${rise ? '↑' : '↓'} ${size}`,
    spoken: rise ? t`up ${size} on the previous period` : t`down ${size} on the previous period`,
    tone,
  };
}

const points = (n: number) => {
  const rounded = Math.round(n);
  return t`${rounded} pts`;
};

/**
 * Suggested orders (issue 38): of the lines submitted with a suggestion, the share ordered within
 * ±1 unit of it; nothing while no line had one.
 */
function suggestionNotes(m: OverviewMeasures): Figures['notes'] {
  if (m.suggestion_match_pct == null) return [];
  const share = pct(m.suggestion_match_pct);
  const lines = m.suggested_lines;
  return [
    {
      text: t`${share} of ${plural(lines, { one: '# line', other: '# lines' })} ±1 of the suggestion`,
      wrap: true,
    },
  ];
}

/** `total`: the figures of every store together, which have no one evaluation day. */
export function figures(m: OverviewMeasures, column: MeasureColumn, total = false): Figures {
  const { checklist_missed: missed, cash_flagged: flagged, deposits_unverified: unverified } = m;
  const { actions_open: open, actions_overdue: overdue } = m;
  const previousCash = signedMoney(m.previous_cash_over_short);
  switch (column) {
    case 'checklist':
      return {
        main: pct(m.checklist_on_time_pct),
        delta: delta(m.checklist_on_time_pct, m.previous_checklist_on_time_pct, 'better', points),
        notes:
          m.checklist_missed > 0
            ? [{ text: t`${missed} missed`, alert: true }]
            : m.checklist_on_time_pct == null
              ? [{ text: t`None due` }]
              : [],
      };
    case 'food': {
      const foodMissed = m.food_safety_missed;
      return {
        main: pct(m.food_safety_pct),
        delta: delta(m.food_safety_pct, m.previous_food_safety_pct, 'better', points),
        notes:
          foodMissed > 0
            ? [{ text: t`${foodMissed} missed`, alert: true }]
            : m.food_safety_pct == null
              ? [{ text: t`None due` }]
              : [],
      };
    }
    case 'cash':
      return {
        main: signedMoney(m.cash_over_short),
        delta:
          m.previous_cash_over_short === m.cash_over_short
            ? undefined
            : {
                text: t`prev. ${previousCash}`,
                spoken: t`${previousCash} in the previous period`,
                tone: 'neutral',
              },
        notes: [
          ...(m.cash_flagged > 0 ? [{ text: t`${flagged} flagged`, alert: true }] : []),
          ...(m.deposits_unverified > 0
            ? [
                {
                  text: t`${plural(unverified, { one: '# deposit unverified', other: '# deposits unverified' })}`,
                  wrap: true,
                },
              ]
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
                  text: wasteChange(m.waste_change_pct),
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
            : [{ text: t`None yet` }],
      };
    case 'actions':
      return {
        main: t`${open} open`,
        notes: m.actions_overdue > 0 ? [{ text: t`${overdue} overdue`, alert: true }] : [],
      };
    case 'incidents':
      return {
        main: String(m.incidents),
        delta: delta(m.incidents, m.previous_incidents, 'worse', String),
        notes: [],
      };
  }
}

/** Waste against its four-week average: "+30% vs avg". */
function wasteChange(changePct: number): string {
  const change = `${changePct > 0 ? '+' : ''}${Math.round(changePct)}%`;
  return t`${change} vs avg`;
}

function spokenOf(f: Figures): string {
  return [f.main === '—' ? t`none` : f.main, f.delta?.spoken, ...f.notes.map((n) => n.text)].filter(Boolean).join(', ');
}

/** A figure's link name: which records of which store, then what it reads. */
function linkLabel(store: OverviewStore, column: MeasureColumn, f: Figures): string {
  const records = i18n._(LINK_NAMES[column]);
  const name = storeLabel(store);
  const spoken = spokenOf(f);
  return t`${records} of ${name}: ${spoken}`;
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
      aria-label={linkLabel(store, column, f)}
      data-measure={column}
      onClick={link.activeStore ? () => setActiveStore(link.activeStore!) : undefined}
    >
      {row ? (
        <>
          <span className={classes.rowLabel}>{i18n._(COLUMN_LABELS[column])}</span>
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
