import { describe, expect, it } from 'vitest';
import { listOfPlaces, placesOf } from '@dripp/domain/field-merge';
import { conflictChoice, differingLeaves, leavesOf, mergeRecord, type MergeSource } from './conflict-choice';

/** A comm sheet's shift as two people edit it: both began from `base` (version v1). */
interface Shift {
  leads: { open_lead: string; close_lead: string };
  note: string;
}
const base: Shift = { leads: { open_lead: 'Ana', close_lead: 'Ben' }, note: '' };
const conflictOf = (mine: Shift, basedOn: string | null = 'v1') => ({ mine, base, basedOn });
const serverHas = (theirs: Shift | undefined, version = 'v2'): MergeSource<Shift> => ({ base, theirs, version });

describe('Keep mine and Keep theirs, merged by field', () => {
  it('saves by itself when each field was changed on one side only, keeping both changes', () => {
    const mine = { ...base, note: 'Milk delivery late' };
    const theirs = { ...base, leads: { ...base.leads, close_lead: 'Cy' } };
    const choice = conflictChoice(conflictOf(mine), serverHas(theirs), 'v1');
    expect(choice.merged?.asked).toEqual([]);
    expect(choice.savesByItself).toBe(true);
    expect(choice.hidden).toBe(true);
    expect(choice.keepMine()).toEqual({ leads: { open_lead: 'Ana', close_lead: 'Cy' }, note: 'Milk delivery late' });
  });

  it('asks only about the fields both sides changed differently', () => {
    const mine = { leads: { open_lead: 'Dee', close_lead: 'Ben' }, note: 'mine' };
    const theirs = { leads: { open_lead: 'Eve', close_lead: 'Ben' }, note: 'mine' };
    const choice = conflictChoice(conflictOf(mine), serverHas(theirs), 'v1');
    expect(choice.merged?.asked).toEqual([{ path: 'leads.open_lead', mine: 'Dee', theirs: 'Eve' }]);
    expect(choice.savesByItself).toBe(false);
    expect(choice.hidden).toBe(false);
  });

  it('Keep mine takes my answer on the asked fields and their other changes', () => {
    const mine = { leads: { open_lead: 'Dee', close_lead: 'Ben' }, note: '' };
    const theirs = { leads: { open_lead: 'Eve', close_lead: 'Fay' }, note: '' };
    expect(conflictChoice(conflictOf(mine), serverHas(theirs), 'v1').keepMine()).toEqual({
      leads: { open_lead: 'Dee', close_lead: 'Fay' },
      note: '',
    });
  });

  it('Keep theirs still saves my changes to the fields they left alone', () => {
    const mine = { leads: { open_lead: 'Dee', close_lead: 'Ben' }, note: 'Fridge 2 warm' };
    const theirs = { leads: { open_lead: 'Eve', close_lead: 'Ben' }, note: '' };
    expect(conflictChoice(conflictOf(mine), serverHas(theirs), 'v1').keepTheirs()).toEqual({
      drop: false,
      value: { leads: { open_lead: 'Eve', close_lead: 'Ben' }, note: 'Fridge 2 warm' },
    });
  });

  it('Keep theirs drops the edit when nothing of mine would be left', () => {
    const mine = { ...base, leads: { ...base.leads, open_lead: 'Dee' } };
    const theirs = { ...base, leads: { ...base.leads, open_lead: 'Eve' } };
    expect(conflictChoice(conflictOf(mine), serverHas(theirs), 'v1').keepTheirs()).toEqual({ drop: true });
  });

  it('waits, showing nothing, until the server’s newer version is read', () => {
    const mine = { ...base, note: 'x' };
    const loading = conflictChoice(conflictOf(mine), serverHas(undefined), 'v1');
    expect(loading).toMatchObject({ merged: null, savesByItself: false, hidden: true });
    expect(loading.keepMine()).toEqual(mine);
    expect(loading.keepTheirs()).toEqual({ drop: true });
    // Read, but still the version the edit began from: not yet the one that refused it.
    const stale = conflictChoice(conflictOf({ ...base, note: 'x' }), serverHas({ ...base, note: 'y' }, 'v1'), 'v1');
    expect(stale).toMatchObject({ savesByItself: false, hidden: true });
  });

  it('does not save by itself while a save is under way', () => {
    const choice = conflictChoice(conflictOf({ ...base, note: 'x' }), serverHas(base), 'v1', true);
    expect(choice.merged?.asked).toEqual([]);
    expect(choice.savesByItself).toBe(false);
  });

  it('without the base the edit began from, asks about every difference', () => {
    const mine = { ...base, note: 'x' };
    const theirs = { ...base, leads: { ...base.leads, close_lead: 'Cy' } };
    const choice = conflictChoice(
      { mine, base: undefined, basedOn: 'v1' },
      { ...serverHas(theirs), base: undefined },
      'v1',
    );
    expect(choice.merged?.asked.map((a) => a.path)).toEqual(['leads.close_lead', 'note']);
  });

  it('takes the base kept with a queued save over the one the page holds', () => {
    const kept = { ...base, note: 'from the queued save' };
    const mine = { ...kept, leads: { ...kept.leads, open_lead: 'Dee' } };
    const theirs = { ...base, note: 'from the queued save' };
    const choice = conflictChoice({ mine, base: kept, basedOn: 'v1' }, serverHas(theirs), 'v1');
    expect(choice.merged).toMatchObject({ asked: [], value: mine });
  });

  it('shows nothing and chooses nothing without a conflict', () => {
    const choice = conflictChoice(null, serverHas(base), 'v1');
    expect(choice).toMatchObject({ merged: null, savesByItself: false, hidden: false });
    expect(choice.keepMine()).toBeUndefined();
    expect(choice.keepTheirs()).toEqual({ drop: true });
  });
});

describe('a list merged by place (the waste log)', () => {
  type Log = { lines: { item: string; qty: number }[] };
  const fields = {
    of: (value: Log, from: Log | undefined) => placesOf(value.lines, from?.lines.length),
    back: (merged: unknown): Log => ({ lines: listOfPlaces(merged) }),
  };
  const logBase: Log = {
    lines: [
      { item: 'Milk', qty: 1 },
      { item: 'Scone', qty: 2 },
    ],
  };

  it('keeps a line I added beside their change to another line', () => {
    const mine = { lines: [...logBase.lines, { item: 'Bagel', qty: 3 }] };
    const theirs = { lines: [logBase.lines[0]!, { item: 'Scone', qty: 5 }] };
    const merged = mergeRecord({ fields }, logBase, mine, theirs, 'mine');
    expect(merged.asked).toEqual([]);
    expect(merged.value.lines).toEqual([
      { item: 'Milk', qty: 1 },
      { item: 'Scone', qty: 5 },
      { item: 'Bagel', qty: 3 },
    ]);
    expect(merged.same).toBe(false);
  });

  it('keeps their removal of a line I left alone', () => {
    const theirs = { lines: [logBase.lines[1]!] };
    const merged = mergeRecord({ fields }, logBase, logBase, theirs, 'mine');
    expect(merged.value.lines).toEqual([{ item: 'Scone', qty: 2 }]);
  });
});

describe('the two versions side by side, without a merge', () => {
  it('reads every leaf of a record by dotted path, empties included', () => {
    expect(leavesOf({ bar_safe: { open: { b20: 2, b10: null } }, note: 'ok', done: false })).toEqual({
      'bar_safe.open.b20': '2',
      'bar_safe.open.b10': '',
      note: 'ok',
      done: 'false',
    });
    expect(leavesOf(null)).toEqual({});
    expect(leavesOf('x', 'note')).toEqual({ note: 'x' });
  });

  it('lists only the fields that differ, a missing one as empty', () => {
    expect(
      differingLeaves(
        { 'bar_safe.open.b20': '2', note: '', 'leads.open_lead': 'Ana' },
        { 'bar_safe.open.b20': '3', note: '' },
      ),
    ).toEqual([
      { key: 'bar_safe.open.b20', label: 'bar safe › open › b20', theirs: '2', mine: '3' },
      { key: 'leads.open_lead', label: 'leads › open lead', theirs: 'Ana', mine: '' },
    ]);
    expect(differingLeaves({ note: '' }, {})).toEqual([]);
  });
});
