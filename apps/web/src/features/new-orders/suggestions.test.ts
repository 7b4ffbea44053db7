import { describe, expect, it } from 'vitest';
import type { SuggestionParts } from '@dripp/contract/suggested-orders';
import type { Draft } from './order-draft';
import { lineSuggestion, readySuggestions, suggestionFills } from './suggestions';

const parts = (productId: number, change: Partial<SuggestionParts> = {}): SuggestionParts => ({
  product_id: productId,
  reason: null,
  daily_usage: 2,
  weekday_weights: [1, 1, 1, 1, 1, 1, 1],
  intervals_used: 6,
  intervals_left_out: 0,
  cover_days: 5,
  cover_usage: 10,
  safety: 2,
  on_order: 0,
  case_size: 1,
  case_threshold_pct: 50,
  shelf_life_capped: false,
  par: null,
  last_qty: 8,
  ...change,
});

describe('Use suggestions', () => {
  const suggested = new Map([
    [1, 9],
    [2, 4],
    [3, 7],
  ]);

  it('fills the empty quantities with the suggestion', () => {
    const draft: Draft = { 1: { on_hand: '3', qty: '' }, 2: { on_hand: '8', qty: '   ' } };
    expect(suggestionFills(draft, suggested)).toEqual({ 1: '9', 2: '4', 3: '7' });
  });

  it('never overwrites a quantity the manager typed, even 0 or one the server would refuse', () => {
    const draft: Draft = {
      1: { on_hand: '3', qty: '12' },
      2: { on_hand: '8', qty: '0' },
      3: { on_hand: '1', qty: '2.5' },
    };
    expect(suggestionFills(draft, suggested)).toEqual({});
  });

  it('refreshes a quantity it filled itself while the manager has not typed in it', () => {
    const draft: Draft = { 1: { on_hand: '1', qty: '8' }, 2: { on_hand: '8', qty: '6' } };
    // 1 still holds the 8 the button put there; 2's 6 was typed over its earlier 5.
    expect(suggestionFills(draft, suggested, { 1: '8' })).toEqual({ 1: '9', 3: '7' });
  });

  it('leaves a line empty when the suggestion is 0, and changes nothing already equal', () => {
    const draft: Draft = { 1: { on_hand: '30', qty: '' }, 2: { on_hand: '8', qty: '4' } };
    expect(suggestionFills(draft, new Map([[1, 0]]))).toEqual({});
    expect(suggestionFills(draft, new Map([[2, 4]]), { 2: '4' })).toEqual({});
  });

  it('suggests only for lines whose on-hand is typed and readable', () => {
    const lookup = new Map([
      [1, parts(1)],
      [2, parts(2)],
      [3, parts(3)],
      [4, parts(4, { reason: 'too-few-orders' })],
    ]);
    const draft: Draft = {
      1: { on_hand: '3', qty: '' },
      2: { on_hand: '', qty: '' },
      3: { on_hand: '3,5', qty: '' },
      4: { on_hand: '1', qty: '' },
    };
    // 10 cover + 2 safety − 3 on hand = 9.
    expect([...readySuggestions(draft, lookup)]).toEqual([[1, 9]]);
  });
});

describe('a line suggestion', () => {
  it('waits while loading, says why there is none, and waits for the on-hand', () => {
    expect(lineSuggestion(undefined, { on_hand: '2', qty: '' }).state).toBe('loading');
    expect(lineSuggestion(null, { on_hand: '2', qty: '' }).state).toBe('unavailable');
    expect(lineSuggestion(parts(1, { reason: 'no-delivery-schedule' }), { on_hand: '2', qty: '' }).state).toBe('none');
    expect(lineSuggestion(parts(1), { on_hand: '', qty: '' }).state).toBe('needs-on-hand');
  });

  it('marks a quantity under half or over twice the suggestion', () => {
    const flag = (qty: string) => {
      const line = lineSuggestion(parts(1), { on_hand: '2', qty });
      return line.state === 'ready' ? line.flag : 'not ready';
    };
    // Suggested 10.
    expect(flag('')).toBeNull();
    expect(flag('4')).toBe('under-half');
    expect(flag('5')).toBeNull();
    expect(flag('20')).toBeNull();
    expect(flag('21')).toBe('over-twice');
  });
});
