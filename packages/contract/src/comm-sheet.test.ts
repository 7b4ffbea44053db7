import { describe, expect, it } from 'vitest';
import { cleanMemberNames, MemberNamesSchema } from './comm-sheet';

describe('team member names', () => {
  it('trims, drops blanks and keeps a repeated name once', () => {
    expect(cleanMemberNames([' Ben ', '', '   ', 'Zoe', 'Ben', 'Mary  Ann'])).toEqual(['Ben', 'Zoe', 'Mary Ann']);
  });

  it('limits the length of a name and of the list', () => {
    expect(MemberNamesSchema.safeParse(['x'.repeat(101)]).success).toBe(false);
    expect(MemberNamesSchema.safeParse(Array.from({ length: 51 }, (_, i) => `n${i}`)).success).toBe(false);
    expect(MemberNamesSchema.parse(['  a ', ''])).toEqual(['a']);
  });
});
