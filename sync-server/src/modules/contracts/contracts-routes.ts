import Router from '@koa/router';
import {
  chatBodySchema,
  createContractBodySchema,
  downloadQuerySchema,
  guestChatBodySchema,
  postMessageBodySchema,
  renameContractBodySchema,
  sendEmailBodySchema,
} from '@shared-schema';
import type { AppState } from '../../app-context';
import { requireUser } from '../../middleware/authenticate';
import { parseBody } from '../../middleware/parse-body';
import type { ContractChatService } from './contract-chat-service';
import type { ContractDownloadService } from './contract-download-service';
import type { ContractsService } from './contracts-service';

/** The :id segment; a missing or malformed one is answered like an unknown id by the services. */
export function idParam(params: Record<string, string | undefined>): string {
  return params.id ?? '';
}

/** Spec 000 section 7: the contract endpoints of a signed-in user. */
export function contractsRoutes(services: {
  contracts: ContractsService;
  chat: ContractChatService;
  downloads: ContractDownloadService;
}): Router<AppState> {
  const router = new Router<AppState>();
  const { contracts, chat, downloads } = services;

  router.get('/api/contracts', async (ctx) => {
    ctx.body = await contracts.list(requireUser(ctx).id);
  });

  router.post('/api/contracts', async (ctx) => {
    const user = requireUser(ctx);
    const { contract, created } = await contracts.create(user.id, parseBody(ctx, createContractBodySchema));
    ctx.status = created ? 201 : 200;
    ctx.body = contract;
  });

  router.get('/api/contracts/:id', async (ctx) => {
    ctx.body = await contracts.get(requireUser(ctx).id, idParam(ctx.params));
  });

  router.patch('/api/contracts/:id', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await contracts.rename(
      user.id,
      idParam(ctx.params),
      parseBody(ctx, renameContractBodySchema).name,
    );
  });

  router.delete('/api/contracts/:id', async (ctx) => {
    const user = requireUser(ctx);
    await contracts.delete(user.id, idParam(ctx.params));
    ctx.body = { success: true, id: idParam(ctx.params) };
  });

  router.post('/api/contracts/:id/finalize', async (ctx) => {
    ctx.body = await contracts.finalize(requireUser(ctx).id, idParam(ctx.params));
  });

  router.get('/api/contracts/:id/messages', async (ctx) => {
    ctx.body = await contracts.messages(requireUser(ctx).id, idParam(ctx.params));
  });

  router.post('/api/contracts/:id/messages', async (ctx) => {
    const user = requireUser(ctx);
    ctx.status = 201;
    ctx.body = await contracts.addMessage(
      user.id,
      idParam(ctx.params),
      parseBody(ctx, postMessageBodySchema),
    );
  });

  router.post('/api/contracts/:id/chat', async (ctx) => {
    const user = requireUser(ctx);
    const body = parseBody(ctx, chatBodySchema);
    ctx.body = await chat.chat(user.id, idParam(ctx.params), body.message, body.deviceId);
  });

  router.post('/api/contracts/:id/download', async (ctx) => {
    const user = requireUser(ctx);
    const { sinceVersion } = downloadQuerySchema.parse(ctx.query);
    const file = await downloads.download(user.id, idParam(ctx.params), sinceVersion);
    ctx.attachment(file.filename);
    ctx.type = file.contentType;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = file.content;
  });

  router.get('/api/contracts/:id/download-cost', async (ctx) => {
    const user = requireUser(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await downloads.cost(user.id, idParam(ctx.params));
  });

  router.post('/api/contracts/:id/send-email', async (ctx) => {
    const user = requireUser(ctx);
    const { email } = parseBody(ctx, sendEmailBodySchema);
    await downloads.sendEmail(user.id, idParam(ctx.params), email);
    ctx.body = { success: true, message: `The contract was sent to ${email}.` };
  });

  // No account needed and nothing stored: the guest's draft lives in their browser.
  router.post('/api/guest/chat', async (ctx) => {
    ctx.body = await chat.guestChat(parseBody(ctx, guestChatBodySchema));
  });

  return router;
}
