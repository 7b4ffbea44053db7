import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The server's layers as lint holds them (decisions 233 and 234): platform/ imports no feature, and
 * a feature imports of another feature only its *.public.ts files. Each case lints a few lines as
 * if they stood in the named file, so a rule that is switched off or loosened fails here.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The rules that refuse the import, linting `source` as the file at `file` (from the repository's root). */
async function refusals(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, file) });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

describe('server lint zones', () => {
  it('refuses a platform file, a test included, that imports a feature', async () => {
    const source =
      "import { storeYesterdays } from '../features/store-day/store-day.public';\nexport const x = storeYesterdays;\n";
    expect(await refusals('apps/server/src/platform/probe.ts', source)).toEqual(['import-x/no-restricted-paths']);
    expect(await refusals('apps/server/src/platform/probe.test.ts', source)).toEqual(['import-x/no-restricted-paths']);
    const composition = "import { startJobs } from '../../features/jobs';\nexport const x = startJobs;\n";
    expect(await refusals('apps/server/src/platform/media/probe.ts', composition)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it("refuses a feature that imports another feature's internals", async () => {
    const source = "import { storeDays } from '../store-day/store-day.service';\nexport const x = storeDays;\n";
    expect(await refusals('apps/server/src/features/digest/probe.ts', source)).toEqual(['no-restricted-imports']);
  });

  it("lets a feature import another feature's public file, and the composition roots import any feature", async () => {
    const publicFile =
      "import { storeYesterdays } from '../store-day/store-day.public';\nexport const x = storeYesterdays;\n";
    expect(await refusals('apps/server/src/features/digest/probe.ts', publicFile)).toEqual([]);
    const root =
      "import { sweepReminders } from './store-day/reminders';\nimport type { ScheduledJob } from '../platform/jobs';\nexport const x: ScheduledJob | typeof sweepReminders | null = null;\n";
    expect(await refusals('apps/server/src/features/probe.ts', root)).toEqual([]);
  });
});
