import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { createDb } from '../src/db/knex';
import { migrateLatest } from '../src/db/migrate';
import { TEMPLATE_DATABASE, withDatabase } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

/**
 * One real PostgreSQL for the whole server suite (TEST_DATABASE_URL to use an existing server), with a
 * migrated template database; every test file gets its own copy of it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let dataDir: string | undefined;
  let stopPg: (() => Promise<void>) | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'clausecraft-test-pg-'));
    const port = 56000 + Math.floor(Math.random() * 2000);
    const pg = await startEmbeddedPostgres({ dataDir, port });
    stopPg = pg.stop;
    adminUrl = pg.url.replace(/\/clausecraft$/, '/postgres');
  }
  const admin = createDb(adminUrl, 2);
  await admin.raw(`drop database if exists ${TEMPLATE_DATABASE}`);
  await admin.raw(`create database ${TEMPLATE_DATABASE}`);
  await admin.destroy();
  const template = createDb(withDatabase(adminUrl, TEMPLATE_DATABASE), 2);
  await migrateLatest(template);
  await template.destroy();
  project.provide('pgAdminUrl', adminUrl);

  return async () => {
    await stopPg?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
