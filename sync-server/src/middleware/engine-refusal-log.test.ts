import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { engineRefusalLog } from './engine-refusal-log';

/** A real pino logger writing into an array, one parsed object per line. */
function capture(): { logger: pino.Logger; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('refused anonymous engine calls in the access log', () => {
  it('are summed up once per period, by limit, not written one line each', async () => {
    const { logger, lines } = capture();
    const log = engineRefusalLog(logger, 30);
    for (let i = 0; i < 500; i++) log.record(i % 5 === 0 ? 'address' : 'global');
    expect(lines).toEqual([]);
    while (lines.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      event: 'anonymous-engine-calls-refused',
      status: 429,
      refused: 500,
      perAddressLimit: 100,
      globalLimit: 400,
    });
    // The next period starts from zero.
    log.record('global');
    log.flush();
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ refused: 1, perAddressLimit: 0, globalLimit: 1 });
  });

  it('writes nothing while nobody is refused, and flush() writes what is pending', () => {
    const { logger, lines } = capture();
    const log = engineRefusalLog(logger, 60_000);
    log.flush();
    expect(lines).toEqual([]);
    log.record('address');
    log.flush();
    log.flush();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ refused: 1, perAddressLimit: 1 });
  });
});
