import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyEndpoint } from '@dripp/contract/endpoint';

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const endpointsDir = path.join(repoRoot, 'packages/contract/src/endpoints');

/** Every endpoint definition of the contract (`packages/contract/src/endpoints/*.ts`), with its file. */
export async function allDefinitions(): Promise<{ file: string; name: string; definition: AnyEndpoint }[]> {
  const found: { file: string; name: string; definition: AnyEndpoint }[] = [];
  const files = fs
    .readdirSync(endpointsDir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort();
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(endpointsDir, file)).href)) as Record<string, unknown>;
    for (const [exported, group] of Object.entries(module)) {
      if (!group || typeof group !== 'object') continue;
      for (const [key, value] of Object.entries(group)) {
        const candidate = value as Partial<AnyEndpoint> | null;
        if (candidate && typeof candidate === 'object' && candidate.operationId && candidate.method && candidate.path) {
          found.push({ file, name: `${exported}.${key}`, definition: candidate as AnyEndpoint });
        }
      }
    }
  }
  return found;
}
