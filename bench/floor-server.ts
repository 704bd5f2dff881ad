// The floor for `npm run bench -- server`: bare Koa + pg answering the same reads as the product's
// GET /api/credits and GET /api/contracts against the same PostgreSQL, with no auth, logging or headers.
// Same pool size as the product (sync-server/src/db/knex.ts), so the ratio measures our per-request work.
import Koa from 'koa';
import pg from 'pg';
import { CONTRACT_DECLARED } from '@shared-schema';
import { selectFields } from '../sync-server/src/db/declared-rows';

const userId = process.env.FLOOR_USER_ID ?? '';
// The product's list select (the declared contract fields under their JSON names, times as ISO text), so
// both send the same bytes and the floor maps nothing.
const CONTRACTS_SQL = `select ${selectFields(CONTRACT_DECLARED)}
  from contracts where user_id = $1 and deleted = false order by created_at desc, id desc`;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const app = new Koa();
app.use(async (ctx) => {
  if (ctx.path === '/api/credits') {
    const { rows } = await pool.query<{ credits: number }>(
      'select credits from credit_balances where user_id = $1 limit 1',
      [userId],
    );
    ctx.body = { credits: rows[0]?.credits ?? 0 };
  } else if (ctx.path === '/api/contracts') {
    const { rows } = await pool.query<Record<string, unknown>>(CONTRACTS_SQL, [userId]);
    ctx.body = rows;
  } else ctx.status = 404;
});
const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('floor ready'));
process.on('SIGTERM', () => {
  server.close();
  void pool.end();
});
