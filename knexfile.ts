// For the knex CLI (NODE_OPTIONS="--import tsx" npx knex ... --knexfile knexfile.ts). The server migrates by itself on start.
import { migrationConfig } from './sync-server/src/db/migrate';

export default {
  client: 'pg',
  connection: process.env.DATABASE_URL,
  migrations: migrationConfig,
};
