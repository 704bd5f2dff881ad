import type {
  ActivityLogsPage,
  AdminUser,
  AdminUsersPage,
  BlogPost,
  MaintenanceStatus,
  Metrics,
  Promotion,
  PromotionBody,
  PromotionStats,
  Role,
  SeoContent,
  SignupBreakdown,
} from '@shared-schema';
import { api } from '../../../lib/api/api';

export type SeoContentInput = Omit<SeoContent, 'id'>;
export type BlogPostInput = Pick<BlogPost, 'title' | 'slug' | 'excerpt' | 'content' | 'tags' | 'published'>;
export type EnableMaintenanceInput = { title: string; message: string; estimatedDuration: string };

const schemas = () => import('@shared-schema');

/** The dashboard's calls (spec 001 section 7 "Admin"); never retried, never cached offline. */
export const adminApi = api
  .enhanceEndpoints({
    addTagTypes: ['AdminUsers', 'AdminMetrics', 'AdminActivity', 'Promotions', 'SeoContent', 'BlogPosts'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getMetrics: build.query<Metrics, void>({
        query: () => ({ path: '/api/admin/metrics' }),
        transformResponse: async (raw: unknown) => (await schemas()).metricsSchema.parse(raw),
        providesTags: ['AdminMetrics'],
      }),
      getSignupBreakdown: build.query<SignupBreakdown, void>({
        query: () => ({ path: '/api/admin/signup-breakdown' }),
        transformResponse: async (raw: unknown) => (await schemas()).signupBreakdownSchema.parse(raw),
        providesTags: ['AdminMetrics'],
      }),
      getActivityLogs: build.query<ActivityLogsPage, number>({
        query: (page) => ({ path: `/api/admin/activity-logs?page=${page}` }),
        transformResponse: async (raw: unknown) => (await schemas()).activityLogsPageSchema.parse(raw),
        providesTags: ['AdminActivity'],
      }),
      getUsers: build.query<AdminUsersPage, { search: string; page: number }>({
        query: ({ search, page }) => ({
          path: `/api/admin/users?${new URLSearchParams({ search, page: String(page) }).toString()}`,
        }),
        transformResponse: async (raw: unknown) => (await schemas()).adminUsersPageSchema.parse(raw),
        providesTags: ['AdminUsers'],
      }),
      promoteUser: build.mutation<{ user: AdminUser }, { userId: string; role: Role }>({
        query: (body) => ({ path: '/api/admin/promote-user', method: 'POST', body }),
        invalidatesTags: ['AdminUsers', 'AdminActivity'],
      }),
      suspendUser: build.mutation<{ user: AdminUser }, string>({
        query: (id) => ({ path: `/api/admin/suspend-user/${encodeURIComponent(id)}`, method: 'POST' }),
        invalidatesTags: ['AdminUsers', 'AdminActivity'],
      }),
      unsuspendUser: build.mutation<{ user: AdminUser }, string>({
        query: (id) => ({ path: `/api/admin/unsuspend-user/${encodeURIComponent(id)}`, method: 'POST' }),
        invalidatesTags: ['AdminUsers', 'AdminActivity'],
      }),
      deleteUser: build.mutation<unknown, string>({
        query: (id) => ({ path: `/api/admin/delete-user/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: ['AdminUsers', 'AdminActivity', 'AdminMetrics'],
      }),
      getPromotions: build.query<Promotion[], void>({
        query: () => ({ path: '/api/admin/promotions' }),
        transformResponse: async (raw: unknown) => (await schemas()).promotionSchema.array().parse(raw),
        providesTags: ['Promotions'],
      }),
      getPromotionStats: build.query<PromotionStats, string>({
        query: (id) => ({ path: `/api/admin/promotions/${encodeURIComponent(id)}/stats` }),
        transformResponse: async (raw: unknown) => (await schemas()).promotionStatsSchema.parse(raw),
        providesTags: ['Promotions'],
      }),
      savePromotion: build.mutation<Promotion, { id: string | null; body: PromotionBody }>({
        query: ({ id, body }) =>
          id
            ? { path: `/api/admin/promotions/${encodeURIComponent(id)}`, method: 'PATCH', body }
            : { path: '/api/admin/promotions', method: 'POST', body },
        invalidatesTags: ['Promotions', 'AdminActivity'],
      }),
      deletePromotion: build.mutation<unknown, string>({
        query: (id) => ({ path: `/api/admin/promotions/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: ['Promotions', 'AdminActivity'],
      }),
      getSeoContent: build.query<SeoContent[], void>({
        query: () => ({ path: '/api/admin/seo-content' }),
        transformResponse: async (raw: unknown) => (await schemas()).seoContentSchema.array().parse(raw),
        providesTags: ['SeoContent'],
      }),
      saveSeoContent: build.mutation<SeoContent, { id: string | null; body: SeoContentInput }>({
        query: ({ id, body }) =>
          id
            ? { path: `/api/admin/seo-content/${encodeURIComponent(id)}`, method: 'PATCH', body }
            : { path: '/api/admin/seo-content', method: 'POST', body },
        invalidatesTags: ['SeoContent', 'AdminActivity'],
      }),
      deleteSeoContent: build.mutation<unknown, string>({
        query: (id) => ({ path: `/api/admin/seo-content/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: ['SeoContent', 'AdminActivity'],
      }),
      getBlogPosts: build.query<BlogPost[], void>({
        query: () => ({ path: '/api/admin/blog-posts' }),
        transformResponse: async (raw: unknown) => (await schemas()).blogPostSchema.array().parse(raw),
        providesTags: ['BlogPosts'],
      }),
      saveBlogPost: build.mutation<BlogPost, { id: string | null; body: BlogPostInput }>({
        query: ({ id, body }) =>
          id
            ? { path: `/api/admin/blog-posts/${encodeURIComponent(id)}`, method: 'PATCH', body }
            : { path: '/api/admin/blog-posts', method: 'POST', body },
        invalidatesTags: ['BlogPosts', 'AdminActivity'],
      }),
      deleteBlogPost: build.mutation<unknown, string>({
        query: (id) => ({ path: `/api/admin/blog-posts/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: ['BlogPosts', 'AdminActivity'],
      }),
      getAdminMaintenanceStatus: build.query<MaintenanceStatus, void>({
        query: () => ({ path: '/api/admin/maintenance-status' }),
        transformResponse: async (raw: unknown) => (await schemas()).maintenanceStatusSchema.parse(raw),
        providesTags: ['Maintenance'],
      }),
      enableMaintenance: build.mutation<MaintenanceStatus, EnableMaintenanceInput>({
        query: (body) => ({ path: '/api/admin/enable-maintenance', method: 'POST', body }),
        invalidatesTags: ['Maintenance', 'AdminActivity'],
      }),
      disableMaintenance: build.mutation<MaintenanceStatus, void>({
        query: () => ({ path: '/api/admin/disable-maintenance', method: 'POST' }),
        invalidatesTags: ['Maintenance', 'AdminActivity'],
      }),
      reportAccessAttempt: build.mutation<unknown, void>({
        query: () => ({ path: '/api/admin/access-attempts', method: 'POST' }),
      }),
    }),
  });
