import type { BackupScheduleConfig } from '@shared-schema';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Scheduled times, in UTC: hourly on the hour, daily at `time`, weekly on `weekDay` at `time`.
 * The latest scheduled time at or before `now`.
 */
export function previousSlot(config: BackupScheduleConfig, now: Date): Date {
  const t = now.getTime();
  if (config.frequency === 'hourly') return new Date(Math.floor(t / HOUR) * HOUR);
  const [h = 0, m = 0] = config.time.split(':').map(Number);
  const dayStart = Math.floor(t / DAY) * DAY;
  let slot = dayStart + h * HOUR + m * 60_000;
  if (slot > t) slot -= DAY;
  if (config.frequency === 'weekly') {
    const back = (new Date(slot).getUTCDay() - config.weekDay + 7) % 7;
    slot -= back * DAY;
  }
  return new Date(slot);
}

/** The first scheduled time after `now`. */
export function nextSlot(config: BackupScheduleConfig, now: Date): Date {
  const step = config.frequency === 'hourly' ? HOUR : config.frequency === 'daily' ? DAY : 7 * DAY;
  return new Date(previousSlot(config, now).getTime() + step);
}
