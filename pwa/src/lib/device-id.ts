import { v7 as uuidv7 } from 'uuid';

const KEY = 'clausecraft.device-id';
let memory: string | undefined;

/**
 * This browser's id, made once and kept in localStorage: a contract version records which device made it.
 * Where storage is unavailable (private mode limits) the id lasts for the page's life.
 */
export function deviceId(): string {
  // Read once per page: every version written on this device asks for it.
  if (memory) return memory;
  try {
    const stored = localStorage.getItem(KEY);
    if (stored && /^[A-Za-z0-9-]{1,64}$/.test(stored)) return (memory = stored);
    const made = uuidv7();
    localStorage.setItem(KEY, made);
    return (memory = made);
  } catch {
    memory ??= uuidv7();
    return memory;
  }
}
