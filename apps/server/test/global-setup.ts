import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { syncCatalogue } from '../src/platform/catalogue';
import { adminQuery } from './support/admin-query';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder (dumpDataDir), every test file's database starts from it. */
    pgliteSnapshot: string;
    /** A migrated PostgreSQL database every test file's database is created from (`template`). */
    pgTemplate: string;
  }
}

/**
 * Migrates one database per run, and lets every test file copy it instead of migrating its own:
 * on PGlite a dump of the data folder (a fresh in-memory PGlite runs initdb, which costs more than
 * the tests of most files), on PostgreSQL a template database.
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const name = `dripp_template_${crypto.randomBytes(6).toString('hex')}`;
    await adminQuery(baseUrl, `create database ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    try {
      await database.migrate();
      await syncCatalogue(database.db);
    } finally {
      await database.close();
    }
    project.provide('pgTemplate', name);
    project.provide('pgliteSnapshot', '');
    return async () => {
      await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
    };
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dripp-api-'));
  const file = path.join(dir, 'migrated.tar');
  const database = await openDatabase({ pgliteDir: 'memory://' });
  try {
    await database.migrate();
    await syncCatalogue(database.db);
    const client = (database.db as unknown as { $client: import('@electric-sql/pglite').PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteSnapshot', file);
  project.provide('pgTemplate', '');
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
