import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BACKUP_SCHEDULE } from '@shared-schema';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { ActivityLogRepository } from '../activity/activity-log-repository';
import { ActivityService } from '../activity/activity-service';
import { BackupsService } from './backups-service';
import { nextSlot, previousSlot } from './backup-slots';

let server: TestServer;
let dataDir: string;
beforeAll(async () => {
  server = await startTestServer();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'clausecraft-sched-'));
});
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('schedule slots (UTC)', () => {
  const at = (iso: string) => new Date(iso);
  it('hourly, daily and weekly', () => {
    const hourly = { ...DEFAULT_BACKUP_SCHEDULE, frequency: 'hourly' as const };
    expect(previousSlot(hourly, at('2026-11-23T10:59:00Z')).toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(nextSlot(hourly, at('2026-11-23T10:00:00Z')).toISOString()).toBe('2026-11-23T11:00:00.000Z');
    expect(previousSlot(DEFAULT_BACKUP_SCHEDULE, at('2026-11-23T01:59:00Z')).toISOString()).toBe(
      '2026-11-22T02:00:00.000Z',
    );
    expect(nextSlot(DEFAULT_BACKUP_SCHEDULE, at('2026-11-23T01:59:00Z')).toISOString()).toBe(
      '2026-11-23T02:00:00.000Z',
    );
    // 2026-11-23 is a Monday; weekDay 0 is Sunday.
    const weekly = { ...DEFAULT_BACKUP_SCHEDULE, frequency: 'weekly' as const, weekDay: 0 };
    expect(previousSlot(weekly, at('2026-11-23T12:00:00Z')).toISOString()).toBe('2026-11-22T02:00:00.000Z');
    expect(nextSlot(weekly, at('2026-11-23T12:00:00Z')).toISOString()).toBe('2026-11-29T02:00:00.000Z');
  });
});

describe('the scheduler', () => {
  it('runs once per scheduled time across two instances, survives a restart and applies retention', async () => {
    let now = new Date('2026-11-01T12:00:00Z');
    const clock = () => now;
    const logger = pino({ level: 'silent' });
    // Two instances on one database, sharing one backup directory, as DESIGN describes.
    const activity = new ActivityService({ db: server.db, log: new ActivityLogRepository(server.db) });
    const make = () => new BackupsService({ db: server.db, activity, dataDir, logger, now: clock });
    const a = make();
    const b = make();
    await a.configureSchedule({ ...DEFAULT_BACKUP_SCHEDULE, enabled: true, retentionDays: 3 }, null);
    const files = async () =>
      (await readdir(path.join(dataDir, 'backups')).catch(() => [])).filter((f) => f.endsWith('.ccbak'));

    // Enabled at noon: the 02:00 of today counts as taken, nothing runs until tomorrow 02:00.
    expect(await Promise.all([a.scheduler.tick(), b.scheduler.tick()])).toEqual([false, false]);
    now = new Date('2026-11-02T02:00:30Z');
    const first = await Promise.all([a.scheduler.tick(), b.scheduler.tick()]);
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(await files()).toHaveLength(1);
    expect(await Promise.all([a.scheduler.tick(), b.scheduler.tick()])).toEqual([false, false]);

    // A restarted instance (new service, same database) does not repeat the run; it takes the next one.
    const restarted = make();
    expect(await restarted.scheduler.tick()).toBe(false);
    for (const day of ['03', '04', '05', '06']) {
      now = new Date(`2026-11-${day}T02:01:00Z`);
      const ran = await Promise.all([restarted.scheduler.tick(), a.scheduler.tick(), b.scheduler.tick()]);
      expect(ran.filter(Boolean)).toHaveLength(1);
    }
    // Retention of 3 days at 11-06 02:01 keeps the backups of 11-03 (02:01 is within 3 days) to 11-06.
    const kept = (await files()).sort();
    expect(kept).toHaveLength(4);
    expect(kept[0]).toContain('2026-11-03');
    const schedule = await a.getSchedule();
    expect(schedule.nextBackup).toBe('2026-11-07T02:00:00.000Z');
  });
});
