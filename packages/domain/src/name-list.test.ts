import { describe, expect, it } from 'vitest';
import { MEMBER_NAME_MAX, MEMBER_NAMES_MAX, cleanMemberNames } from '@dripp/contract/comm-sheet';
import { addName, canAddName, editName, normalizeName, removeName } from './name-list';

describe('normalizeName', () => {
  it('trims and collapses inner spaces', () => {
    expect(normalizeName('  Ana   Maria \t')).toBe('Ana Maria');
    expect(normalizeName('   ')).toBe('');
  });

  it('cuts a name to the stored maximum', () => {
    expect(normalizeName('x'.repeat(MEMBER_NAME_MAX + 20))).toHaveLength(MEMBER_NAME_MAX);
  });
});

describe('addName', () => {
  it('appends a trimmed name', () => {
    expect(addName(['Ben'], '  Zoe ')).toEqual(['Ben', 'Zoe']);
  });

  it('ignores a blank add and returns the same list', () => {
    const names = ['Ben'];
    expect(addName(names, '')).toBe(names);
    expect(addName(names, '    ')).toBe(names);
  });

  it('ignores a name already listed, whatever its case', () => {
    const names = ['Ben', 'Zoe'];
    expect(addName(names, 'ben')).toBe(names);
    expect(addName(names, ' Zoe ')).toBe(names);
  });

  it('stops at the list maximum', () => {
    const full = Array.from({ length: MEMBER_NAMES_MAX }, (_, i) => `Member ${i}`);
    expect(canAddName(full)).toBe(false);
    expect(addName(full, 'One more')).toBe(full);
    expect(canAddName(full.slice(1))).toBe(true);
  });

  it('does not change the list it was given', () => {
    const names = ['Ben'];
    addName(names, 'Zoe');
    expect(names).toEqual(['Ben']);
  });
});

describe('editName', () => {
  it('replaces the name at the index', () => {
    expect(editName(['Ben', 'Zoe', 'Lena'], 1, ' Zoë  K ')).toEqual(['Ben', 'Zoë K', 'Lena']);
  });

  it('removes the member when the edit is blank', () => {
    expect(editName(['Ben', 'Zoe', 'Lena'], 1, '')).toEqual(['Ben', 'Lena']);
    expect(editName(['Ben', 'Zoe', 'Lena'], 0, '   ')).toEqual(['Zoe', 'Lena']);
  });

  it('merges an edit that repeats another member', () => {
    expect(editName(['Ben', 'Zoe', 'Lena'], 2, 'ben')).toEqual(['Ben', 'Zoe']);
  });

  it('keeps the same list when nothing changed or the index is outside it', () => {
    const names = ['Ben', 'Zoe'];
    expect(editName(names, 0, ' Ben ')).toBe(names);
    expect(editName(names, 5, 'Lena')).toBe(names);
    expect(editName(names, -1, '')).toBe(names);
  });

  it('allows changing only the case of a name', () => {
    expect(editName(['ben', 'Zoe'], 0, 'Ben')).toEqual(['Ben', 'Zoe']);
  });
});

describe('removeName', () => {
  it('removes by index and ignores an index outside the list', () => {
    expect(removeName(['Ben', 'Zoe'], 0)).toEqual(['Zoe']);
    const names = ['Ben'];
    expect(removeName(names, 3)).toBe(names);
  });
});

describe('agreement with the server', () => {
  it('produces lists the server stores unchanged', () => {
    let names: readonly string[] = [];
    for (const raw of [' Ben ', 'Zoe  K', '', 'ben', 'Lena']) names = addName(names, raw);
    names = editName(names, 2, '  ');
    expect(cleanMemberNames(names)).toEqual(names);
    expect(names).toEqual(['Ben', 'Zoe K']);
  });
});
