import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';

/**
 * The OpenAPI document, as the server serves it at /api/docs/json, built from a server on an empty
 * in-memory database (the document depends on the routes only).
 */
export async function openApiDocument(): Promise<unknown> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dripp-openapi-'));
  const database = await openDatabase({ pgliteDir: 'memory://' });
  try {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: path.join(dataDir, 'no-web') });
    const app = await buildApp({ config, database, logger: false });
    try {
      await app.ready();
      return app.swagger();
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename;
if (isMain) {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const text = `${JSON.stringify(await openApiDocument(), null, 2)}\n`;
  if (values.out) fs.writeFileSync(values.out, text);
  else process.stdout.write(text);
}
