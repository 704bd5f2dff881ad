import { workerData } from 'node:worker_threads';

// A test seam for proving the engine runs off the event loop without timing anything: a gate shared between the
// main thread and the engine threads. A thread that has taken a task counts itself in and then waits (Atomics.wait
// blocks only its own thread) until the gate opens; a test sees the task in progress, turns the event loop as often
// as it likes, then opens the gate. Were the work on the main thread, the wait would hold the whole process.

const STARTED = 0;
const OPEN = 1;

/** The main thread's side: created by a test, handed to the pool, opened when the test has seen enough. */
export class EngineGate {
  readonly cells = new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT));

  /** Tasks an engine thread has taken and is holding (or has run) since the gate was made. */
  get started(): number {
    return Atomics.load(this.cells, STARTED);
  }

  open(): void {
    Atomics.store(this.cells, OPEN, 1);
    Atomics.notify(this.cells, OPEN);
  }
}

/** What the pool hands an engine thread as its workerData, so the thread finds the gate. */
export function gateWorkerData(gate: EngineGate | undefined): { engineGate: Int32Array } | undefined {
  return gate ? { engineGate: gate.cells } : undefined;
}

/** The engine thread's side: counts the task in and waits while a gate was handed over and is closed. */
export function waitAtEngineGate(): void {
  const data: unknown = workerData;
  if (typeof data !== 'object' || data === null || !('engineGate' in data)) return;
  const cells = data.engineGate;
  if (!(cells instanceof Int32Array)) return;
  Atomics.add(cells, STARTED, 1);
  Atomics.wait(cells, OPEN, 0);
}
