import type { Knex } from 'knex';

const PING_TIMEOUT_MS = 2000;

/** Whether the database answers, within a short timeout so a hung connection does not hang the probe. */
export class HealthService {
  constructor(private readonly deps: { db: Knex }) {}

  async databaseAnswers(): Promise<boolean> {
    const { db } = this.deps;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
    });
    const ping = db.raw('select 1').then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([ping, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
