import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Starting LibreOffice costs 5-8 s of CPU, far more than a conversion. A LibreOffice that is already running on a
// profile takes over any later `soffice --convert-to` started on that same profile and answers it in a fraction of a
// second, but it quits after such a conversion unless it holds a document of its own. So each test process starts one
// LibreOffice that keeps a small text file open, waits until it has opened it (LibreOffice then writes the file's
// lock beside it), and every conversion of the process goes through it. If it cannot start, conversions start their
// own LibreOffice as before.

const READY_TIMEOUT_MS = 120_000;
const POLL_MS = 200;

let resident: Promise<string | undefined> | undefined;

/** The profile URL of this process's running LibreOffice, started on first use; undefined when it could not start. */
export function residentProfile(soffice: string): Promise<string | undefined> {
  resident ??= start(soffice);
  return resident;
}

async function start(soffice: string): Promise<string | undefined> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'clausecraft-lo-resident-'));
  const keep = path.join(dir, 'keep-open.txt');
  writeFileSync(keep, 'Held open so that LibreOffice keeps running between conversions.\n');
  const profile = `file://${dir}/profile`;
  // In its own process group under a small shell that ends the group (the launcher and the soffice.bin it starts)
  // once this test process is gone, however it ended: test workers are often stopped by a signal, without 'exit'.
  const watchdog = [
    `"$0" -env:UserInstallation="$1" --headless --norestore --nologo "$2" &`,
    `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done`,
    'kill -9 -$$',
  ].join('\n');
  const child = spawn('sh', ['-c', watchdog, soffice, profile, keep], { detached: true, stdio: 'ignore' });
  child.unref();
  process.once('exit', () => stop(child, dir));
  const ready = await opened(dir, child);
  if (!ready) stop(child, dir);
  return ready ? profile : undefined;
}

/** True once LibreOffice has the kept file open (its lock file exists); false when it exits or takes too long. */
async function opened(dir: string, child: ChildProcess): Promise<boolean> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (readdirSync(dir).some((name) => name.startsWith('.~lock.'))) return true;
    if (child.exitCode !== null || child.signalCode !== null) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return false;
}

function stop(child: ChildProcess, dir: string): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
  if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
}
