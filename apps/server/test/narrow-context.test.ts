import { describe, expect, it } from 'vitest';
import { narrowable, wholeContextUses } from './support/whole-context';

/*
 * A service names the parts of AppContext it uses, `Pick<AppContext, 'db' | …>` (decision 258): a
 * function whose parameter is the whole AppContext but whose body only reads members of it fails
 * here with its place and the members it reads. Only the job queue, which does not know what a job
 * needs, and whatever hands the context on to a function that takes it whole keep the whole type.
 */

describe('narrow dependencies', () => {
  it('takes the whole AppContext only where it is handed on whole', () => {
    const found = narrowable(wholeContextUses());
    expect(found.map((use) => `${use.where} reads ${use.members.join(', ')}`)).toEqual([]);
  });

  it('leaves the whole AppContext to the job queue and the root that starts it', () => {
    const names = wholeContextUses().map((use) => use.where.split(' ')[1]);
    expect(names.sort()).toEqual(['startJobQueue', 'startJobs']);
  });
});
