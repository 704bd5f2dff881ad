import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AuthRouteGuard } from './auth-route-guard';
import { HomeRoute } from './home-route';
import { RootLayout } from './root-layout';
import { RouteErrorScreen } from './route-error-screen';

/** Every screen is its own chunk, fetched when its route is first visited. */
function page(loader: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await loader() }) };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <RouteErrorScreen />,
    children: [
      { index: true, Component: HomeRoute },
      {
        path: 'auth',
        Component: AuthRouteGuard,
        children: [
          { index: true, ...page(() => import('../features/auth/auth-page').then((m) => m.AuthPage)) },
        ],
      },
      {
        path: 'reset-password',
        ...page(() => import('../features/auth/reset-password-page').then((m) => m.ResetPasswordPage)),
      },
      {
        path: 'contract-builder',
        ...page(() => import('../features/builder/builder-page').then((m) => m.BuilderPage)),
      },
      {
        path: 'contract-builder/:id',
        ...page(() => import('../features/builder/builder-page').then((m) => m.BuilderPage)),
      },
      {
        path: 'documents',
        ...page(() => import('../features/documents/documents-page').then((m) => m.DocumentsPage)),
      },
      {
        path: 'my-documents',
        ...page(() => import('../features/documents/documents-page').then((m) => m.DocumentsPage)),
      },
      {
        path: 'contract-review',
        ...page(() => import('../features/review/review-page').then((m) => m.ReviewPage)),
      },
      {
        path: 'contract-review/compare',
        ...page(() => import('../features/review/compare-page').then((m) => m.ComparePage)),
      },
      {
        path: 'contract-review-details/:id',
        ...page(() => import('../features/review/review-details-page').then((m) => m.ReviewDetailsPage)),
      },
      {
        path: 'buy-credits',
        ...page(() => import('../features/buy-credits/buy-credits-page').then((m) => m.BuyCreditsPage)),
      },
      {
        path: 'buy-credits/success',
        ...page(() =>
          import('../features/buy-credits/buy-credits-success-page').then((m) => m.BuyCreditsSuccessPage),
        ),
      },
      {
        path: 'purchase-success',
        ...page(() =>
          import('../features/payment-result/purchase-success-page').then((m) => m.PurchaseSuccessPage),
        ),
      },
      {
        path: 'purchase-failed',
        ...page(() =>
          import('../features/payment-result/purchase-failed-page').then((m) => m.PurchaseFailedPage),
        ),
      },
      {
        path: 'account',
        ...page(() => import('../features/account/account-page').then((m) => m.AccountPage)),
      },
      {
        path: 'transactions',
        ...page(() => import('../features/transactions/transactions-page').then((m) => m.TransactionsPage)),
      },
      { path: 'admin', ...page(() => import('../features/admin/admin-route').then((m) => m.AdminRoute)) },
      {
        path: 'maintenance',
        ...page(() => import('../features/maintenance/maintenance-page').then((m) => m.MaintenancePage)),
      },
      {
        path: 'contracts/:id/view',
        ...page(() => import('../features/builder/contract-view-page').then((m) => m.ContractViewPage)),
      },
      {
        path: 'sign/:token',
        ...page(() => import('../features/signatures/signing-page').then((m) => m.SigningPage)),
      },
      {
        path: 'verify-signature',
        ...page(() => import('../features/signatures/verify-page').then((m) => m.VerifyPage)),
      },
      { path: 'terms', ...page(() => import('../features/policies/terms-page').then((m) => m.TermsPage)) },
      {
        path: 'privacy',
        ...page(() => import('../features/policies/privacy-page').then((m) => m.PrivacyPage)),
      },
      { path: 'refund', ...page(() => import('../features/policies/refund-page').then((m) => m.RefundPage)) },
      {
        path: 'disclaimer',
        ...page(() => import('../features/policies/disclaimer-page').then((m) => m.DisclaimerPage)),
      },
      {
        path: '*',
        ...page(() => import('../features/not-found/not-found-page').then((m) => m.NotFoundPage)),
      },
    ],
  },
];
