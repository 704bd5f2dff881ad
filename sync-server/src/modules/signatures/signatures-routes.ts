import Router from '@koa/router';
import getRawBody from 'raw-body';
import { declineBodySchema, ESIGN_LIMITS, sendForSignatureBodySchema, signBodySchema } from '@shared-schema';
import { z } from 'zod';
import type { AppContext, AppState } from '../../app-context';
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../../errors';
import { requireUser } from '../../middleware/authenticate';
import { parseBody } from '../../middleware/parse-body';
import type { RequestMeta } from './signature-document';
import { signedPdfName } from './signature-mails';
import type { SignatureVerificationService } from './signature-verification-service';
import type { SignaturesService } from './signatures-service';
import type { SigningService } from './signing-service';

const voidBodySchema = z.object({
  reason: z.string().trim().max(ESIGN_LIMITS.reasonMax).default('Cancelled by the sender.'),
});

function meta(ctx: AppContext): RequestMeta {
  return { ip: ctx.ip, userAgent: (ctx.get('user-agent') || '').slice(0, 500) };
}

const param = (ctx: AppContext, name: string) => String(ctx.params[name] ?? '');

async function pdfBody(ctx: AppContext): Promise<Buffer> {
  if (!ctx.is('application/pdf')) throw new UnsupportedMediaTypeError('Send the PDF file as application/pdf');
  const body = await getRawBody(ctx.req, { limit: ESIGN_LIMITS.verifyMaxBytes }).catch((error: unknown) => {
    if (error instanceof Error && 'type' in error && error.type === 'entity.too.large')
      throw new PayloadTooLargeError('The PDF is larger than 20 MB');
    throw new BadRequestError('The PDF could not be read');
  });
  if (!body.subarray(0, 5).toString('latin1').startsWith('%PDF-'))
    throw new BadRequestError('This is not a PDF file', 'not-a-pdf');
  return body;
}

/** Issue 29: the sender's calls (signed in), the signer's calls (by link), and the public verification. */
export function signaturesRoutes(services: {
  signatures: SignaturesService;
  signing: SigningService;
  verification: SignatureVerificationService;
}): Router<AppState> {
  const router = new Router<AppState>();
  const { signatures, signing, verification } = services;

  router.post('/api/contracts/:id/signature-requests', async (ctx) => {
    const user = requireUser(ctx);
    const body = parseBody(ctx, sendForSignatureBodySchema);
    ctx.status = 201;
    ctx.body = await signatures.send(user, param(ctx, 'id'), body, meta(ctx));
  });

  router.get('/api/signature-requests', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await signatures.list(requireUser(ctx).id);
  });

  router.post('/api/signature-requests/:id/remind', async (ctx) => {
    ctx.body = await signatures.remind(requireUser(ctx), param(ctx, 'id'), meta(ctx));
  });

  router.post('/api/signature-requests/:id/void', async (ctx) => {
    const user = requireUser(ctx);
    const { reason } = parseBody(ctx, voidBodySchema);
    ctx.body = await signatures.void(user, param(ctx, 'id'), reason || 'Cancelled by the sender.', meta(ctx));
  });

  router.post('/api/signature-requests/:id/signed-pdf', async (ctx) => {
    const { envelope, pdf } = await signatures.signedPdf(requireUser(ctx).id, param(ctx, 'id'));
    ctx.attachment(signedPdfName(envelope.contractName));
    ctx.type = 'application/pdf';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = pdf;
  });

  router.get('/api/signature-requests/:id/trail', async (ctx) => {
    const { events, chain } = await signatures.trail(requireUser(ctx).id, param(ctx, 'id'));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      chainValid: chain.valid,
      events: events.map(({ prevHash: _p, ...e }) => ({ ...e, at: e.at.toISOString() })),
    };
  });

  // The signer's link: no account. Never cached, never indexed (the token is in the path).
  router.get('/api/sign/:token', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Robots-Tag', 'noindex');
    ctx.body = await signing.view(param(ctx, 'token'), meta(ctx));
  });

  router.post('/api/sign/:token/sign', async (ctx) => {
    const body = parseBody(ctx, signBodySchema);
    ctx.body = await signing.sign(param(ctx, 'token'), body, meta(ctx));
  });

  router.post('/api/sign/:token/decline', async (ctx) => {
    const { reason } = parseBody(ctx, declineBodySchema);
    await signing.decline(param(ctx, 'token'), reason, meta(ctx));
    ctx.body = { success: true };
  });

  router.post('/api/signatures/verify', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await verification.verify(await pdfBody(ctx));
  });

  return router;
}
