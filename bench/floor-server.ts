// The floor for `npm run bench -- server`: bare Koa + pg answering the same reads as the product's
// GET /api/credits and GET /api/contracts against the same PostgreSQL, with no auth, logging or headers.
// Same pool size as the product (sync-server/src/db/knex.ts), so the ratio measures our per-request work.
import Koa from 'koa';
import pg from 'pg';

const userId = process.env.FLOOR_USER_ID ?? '';
// The columns the product's list selects, named as its JSON names them (dates become the same ISO strings
// in JSON.stringify), so both send the same bytes and the floor maps nothing.
const CONTRACTS_SQL = `select id, contract_number as "contractNumber", name, type, status,
  ai_confidence as "aiConfidence", content, placeholders, document_type as "documentType",
  downloaded_at as "downloadedAt", created_at as "createdAt", updated_at as "updatedAt",
  user_id as "userId", finalized_at as "finalizedAt"
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
