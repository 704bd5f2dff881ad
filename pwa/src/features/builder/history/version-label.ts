import type { LocalVersion } from '../../../db/user-db/user-db-types';

/** Who made a version, as the History lists it. */
export function versionAuthor(version: Pick<LocalVersion, 'authorKind'>): string {
  return version.authorKind === 'person' ? 'You' : 'Assistant';
}

/** Which device made it, from this device's point of view. */
export function versionDevice(version: Pick<LocalVersion, 'deviceId'>, thisDevice: string): string {
  if (version.deviceId === thisDevice) return 'this device';
  if (version.deviceId === 'server') return 'online';
  if (version.deviceId === 'guest') return 'before sign-up';
  return 'another device';
}

export function versionTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
