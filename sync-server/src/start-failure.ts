import type { Config } from './config';

/**
 * The sentence an operator reads when the server could not start. A taken port is the common case on a
 * workstation (another copy still running), so it names the port and the setting to change.
 */
export function describeStartFailure(error: unknown, config: Pick<Config, 'port' | 'host'>): string {
  if (hasCode(error, 'EADDRINUSE'))
    return `Port ${config.port} is already in use on ${config.host}: stop whatever is listening there, or set PORT to a free port (for example PORT=${config.port + 1} npm start).`;
  if (hasCode(error, 'EACCES'))
    return `Not allowed to listen on port ${config.port}: ports below 1024 need extra rights; set PORT to a port above 1024.`;
  return `Clausecraft could not start: ${error instanceof Error ? error.message : String(error)}`;
}

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}
