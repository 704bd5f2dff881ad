import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type { Knex } from 'knex';
import { supportRequestSchema } from '@shared-schema';
import type { AppState } from '../../app-context';
import type { Mailer } from '../../adapters/mail/mailer';
import { parseBody } from '../../middleware/parse-body';
import type { Logger } from 'pino';

export function supportRoutes(deps: {
  db: Knex;
  mailer: Mailer;
  supportEmail: string;
  logger: Logger;
}): Router<AppState> {
  const router = new Router<AppState>();

  router.post('/api/support', async (ctx) => {
    const body = parseBody(ctx, supportRequestSchema);
    const id = randomUUID();
    await deps.db('support_requests').insert({
      id,
      user_id: ctx.state.user?.id ?? null,
      name: body.name,
      email: body.email,
      message: body.message,
    });
    // The request is stored first, so a mail failure loses nothing; it is logged for the team to follow up.
    try {
      await deps.mailer.send({
        to: deps.supportEmail,
        replyTo: body.email,
        subject: `Support request from ${body.name}`,
        text: `From: ${body.name} <${body.email}>\nUser: ${ctx.state.user?.id ?? 'not signed in'}\nRequest: ${id}\n\n${body.message}`,
      });
      await deps.db('support_requests').where({ id }).update({ emailed_at: deps.db.fn.now() });
    } catch (error) {
      deps.logger.error({ err: error, supportRequestId: id }, 'support e-mail failed');
    }
    ctx.status = 201;
    ctx.body = { success: true, id };
  });

  return router;
}
