import Router from '@koa/router';
import { promotionBodySchema, type Promotion } from '@shared-schema';
import type { AppState } from '../../app-context';
import { requireUser } from '../../middleware/authenticate';
import { parseBody } from '../../middleware/parse-body';
import type { ActivityService } from '../activity/activity-service';
import { superAdminOnly } from '../admin/admin-guard';
import type { PromotionRecord, PromotionsService } from './promotions-service';

function toPromotion({ createdAt: _createdAt, ...promotion }: PromotionRecord): Promotion {
  return promotion;
}

/** Spec 001 section 7: promotions CRUD and stats for the super admin; every change is audited. */
export function promotionsAdminRoutes(deps: {
  promotions: PromotionsService;
  activity: ActivityService;
}): Router<AppState> {
  const router = new Router<AppState>();
  const admin = superAdminOnly(deps.activity);
  const audit = (ctx: Parameters<typeof requireUser>[0], action: string, details: string) =>
    deps.activity.audit(requireUser(ctx), action, details);

  router.get('/api/admin/promotions', admin, async (ctx) => {
    ctx.body = (await deps.promotions.list()).map(toPromotion);
  });

  router.get('/api/admin/promotions/:id/stats', admin, async (ctx) => {
    ctx.body = await deps.promotions.stats(ctx.params.id ?? '');
  });

  router.post('/api/admin/promotions', admin, async (ctx) => {
    const created = await deps.promotions.create(parseBody(ctx, promotionBodySchema));
    await audit(ctx, 'promotion_created', `${created.name} (${created.creditsAmount} credits)`);
    ctx.status = 201;
    ctx.body = toPromotion(created);
  });

  router.patch('/api/admin/promotions/:id', admin, async (ctx) => {
    const updated = await deps.promotions.update(ctx.params.id ?? '', parseBody(ctx, promotionBodySchema));
    await audit(ctx, 'promotion_updated', updated.name);
    ctx.body = toPromotion(updated);
  });

  router.delete('/api/admin/promotions/:id', admin, async (ctx) => {
    const id = ctx.params.id ?? '';
    const existing = await deps.promotions.get(id);
    await deps.promotions.delete(id);
    await audit(ctx, 'promotion_deleted', existing?.name ?? id);
    ctx.body = { success: true };
  });

  return router;
}
