import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import JSZip from 'jszip';
import type { LOG_TYPES } from '@shared-schema';
import type { AuthUser } from '../../app-context';
import type { ActivityService } from '../activity/activity-service';

export type LogType = (typeof LOG_TYPES)[number];
export type LogDownload = { filename: string; contentType: string; body: Buffer };

/**
 * Today's logs of one type (pino-roll writes `<type>.<n>.log` under <dataDir>/logs and starts a new
 * number each day and every 20 MB): one file is sent as it is, several of the same day as one zip.
 * "Today" is the UTC date; the download is named after the type and that date.
 */
export async function collectLogs(logDir: string, type: LogType, now: Date): Promise<LogDownload> {
  const day = now.toISOString().slice(0, 10);
  const pattern = new RegExp(`^${type}\\.(\\d+)\\.log$`);
  const names = await readdir(logDir).catch(() => []);
  const todays: Array<{ name: string; n: number }> = [];
  for (const name of names) {
    const match = pattern.exec(name);
    if (!match) continue;
    const info = await stat(path.join(logDir, name));
    if (info.mtime.toISOString().slice(0, 10) === day) todays.push({ name, n: Number(match[1]) });
  }
  todays.sort((a, b) => a.n - b.n);
  const base = `${type}-logs-${day}`;
  if (todays.length <= 1) {
    const only = todays[0];
    return {
      filename: `${base}.log`,
      contentType: 'text/plain; charset=utf-8',
      body: only ? await readFile(path.join(logDir, only.name)) : Buffer.alloc(0),
    };
  }
  const zip = new JSZip();
  for (const file of todays) zip.file(file.name, await readFile(path.join(logDir, file.name)));
  return {
    filename: `${base}.zip`,
    contentType: 'application/zip',
    body: await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }),
  };
}

/** The super admin's log download (spec 001 'Settings & Security'); each download is written to the activity log. */
export class SystemLogsService {
  constructor(private readonly deps: { logDir: string; activity: ActivityService; now?: () => Date }) {}

  async download(actor: AuthUser, type: LogType): Promise<LogDownload> {
    const download = await collectLogs(this.deps.logDir, type, this.deps.now?.() ?? new Date());
    await this.deps.activity.audit(actor, 'logs_downloaded', download.filename);
    return download;
  }
}
