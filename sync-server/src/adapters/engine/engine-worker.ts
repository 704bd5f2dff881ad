import { parentPort } from 'node:worker_threads';
import { analyzeContract, runInterview } from '@contract-engine';
import { waitAtEngineGate } from './engine-gate';
import { engineRequestSchema, type EngineReply } from './engine-task';
import { lowerThisThreadPriority } from './thread-priority';

// A long-lived engine thread (see engine-pool.ts): the interview and the review are pure CPU work, which on
// the main thread held every other request (health checks, sign-ins) while it ran. Off the event loop it
// still competes with it for the cores; at a lower priority it takes mostly the CPU the event loop leaves
// (decision 0310).
lowerThisThreadPriority();

parentPort?.on('message', (raw: unknown) => {
  const port = parentPort;
  if (!port) return;
  const request = engineRequestSchema.safeParse(raw);
  if (!request.success) {
    port.postMessage({ id: -1, ok: false, message: 'Malformed engine task' } satisfies EngineReply);
    return;
  }
  const { id, task } = request.data;
  waitAtEngineGate();
  const run = async (): Promise<unknown> =>
    task.kind === 'interview' ? runInterview(task.input) : analyzeContract(task.text, { party: task.party });
  run().then(
    (result) => port.postMessage({ id, ok: true, result } satisfies EngineReply),
    (error: unknown) =>
      port.postMessage({
        id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      } satisfies EngineReply),
  );
});
