import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { z } from 'zod';
import {
  controlledByServiceWorker,
  goOffline,
  goOnline,
  rememberCookieChoice,
  signUp,
  tokenOf,
  uniqueEmail,
} from './helpers';

// These tests go offline: the service worker serves the app then (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Issue 15 items 11 and 12: a signed-in user who opens the app offline keeps the last known credit balance
// (marked as such), the app waits quietly for the network instead of retrying the session refresh in a
// loop and logging errors, and reconnecting refreshes the session and the balance without a reload.

/** Spends 2 of the account's credits on the server (a contract download), as another device would. */
async function spendTwoCredits(request: APIRequestContext, token: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/contracts', {
    data: {
      name: 'Paid elsewhere',
      status: 'completed',
      content: 'SERVICES AGREEMENT\n\nThe parties agree.',
    },
    headers,
  });
  expect(created.status()).toBe(201);
  const { id } = z.object({ id: z.string() }).parse(await created.json());
  expect((await request.post(`/api/contracts/${id}/download`, { headers })).status()).toBe(200);
}

/** A new account (3 free credits) whose app the service worker controls, on Buy Credits; the balance's locator. */
async function signUpOnBuyCredits(page: Page, email: string): Promise<Locator> {
  await rememberCookieChoice(page);
  await signUp(page, email);
  await controlledByServiceWorker(page);
  await page.goto('/buy-credits');
  const available = page.getByTestId('credit-balance');
  await expect(available).toHaveText('3');
  return available;
}

test('offline: no refresh loop, no console errors, last known credits; reconnecting refetches', async ({
  context,
  page,
  request,
}) => {
  const email = uniqueEmail('offline');
  const available = await signUpOnBuyCredits(page, email);

  const refreshes: string[] = [];
  const consoleErrors: Array<{ text: string; url: string }> = [];
  const pageErrors: string[] = [];
  // Requests still on their way when the network goes (the event stream, a pull or status check the app
  // started online) fail, and Chromium logs each as a console error; they are not what this test is about.
  // Requests started while offline are: each URL is excused at most as often as it was in flight then.
  const inFlight = new Set<Request>();
  context.on('request', (req) => {
    inFlight.add(req);
    if (req.url().includes('/api/auth/refresh')) refreshes.push(req.url());
  });
  context.on('requestfinished', (req) => inFlight.delete(req));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push({ text: message.text(), url: message.location().url });
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // Chromium logs every request that fails for lack of network as a console error.
  const failed: string[] = [];
  context.on('requestfailed', (req) => {
    inFlight.delete(req);
    failed.push(`${req.method()} ${req.url()}`);
  });

  // The page settles first (no request but the event stream for a second, at most 15 s): a call the app
  // starts in the moment between Chromium dropping the network and the page seeing navigator.onLine turn false
  // would fail through no fault of the app's offline handling.
  for (let quietSince = Date.now(), start = Date.now(); Date.now() - quietSince < 1000;) {
    if (Date.now() - start > 15_000) break;
    await page.waitForTimeout(100);
    if ([...inFlight].some((req) => !req.url().includes('/api/sync/stream'))) quietSince = Date.now();
  }
  const excused = new Map<string, number>();
  for (const req of inFlight) excused.set(req.url(), (excused.get(req.url()) ?? 0) + 1);
  /** Page errors, and console errors other than the failures of requests in flight when the network went. */
  const unexcusedErrors = (): string[] => {
    const left = new Map(excused);
    return [
      ...pageErrors,
      ...consoleErrors
        .filter(({ text, url }) => {
          const count = left.get(url) ?? 0;
          if (!text.includes('ERR_INTERNET_DISCONNECTED') || count === 0) return true;
          left.set(url, count - 1);
          return false;
        })
        .map(({ text, url }) => `${text} (${url})`),
    ];
  };
  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Credit Plans' })).toBeVisible();
  // The balance the app last saw, not 0, and said to be the last known one.
  await expect(available).toHaveText('3');
  await expect(page.getByText('Last known balance (offline)')).toBeVisible();
  // Moving around the app offline triggers calls that need a token.
  await page.getByRole('link', { name: 'My Documents' }).first().click();
  await page.getByRole('link', { name: 'Contract Builder' }).first().click();
  await page.getByRole('link', { name: 'My Documents' }).first().click();
  await page.waitForTimeout(20_000);
  expect(refreshes.length, refreshes.join('\n')).toBeLessThanOrEqual(1);
  const errors = unexcusedErrors();
  expect(errors, `${errors.join('\n')}\nfailed requests:\n${failed.join('\n')}`).toEqual([]);

  // Meanwhile another device spends 2 credits.
  await spendTwoCredits(request, await tokenOf(request, email));
  // Back online the session is refreshed at once (one request); wait for it before leaving the page, since a
  // refresh cut off by a navigation would present a rotated refresh token again.
  const refreshed = page.waitForResponse((res) => res.url().includes('/api/auth/refresh'));
  await goOnline(context);
  expect((await refreshed).status()).toBe(200);
  await page.goto('/buy-credits');
  await expect(available).toHaveText('1', { timeout: 15_000 });
  await expect(page.getByText('Last known balance (offline)')).toHaveCount(0);
  const errorsAfter = unexcusedErrors();
  expect(errorsAfter, errorsAfter.join('\n')).toEqual([]);
});

test('reconnecting refetches the balance on the screen that shows it, without navigating', async ({
  context,
  page,
  request,
}) => {
  const email = uniqueEmail('reconnect');
  const available = await signUpOnBuyCredits(page, email);

  await goOffline(context);
  await page.reload();
  await expect(available).toHaveText('3');
  await expect(page.getByText('Last known balance (offline)')).toBeVisible();
  await spendTwoCredits(request, await tokenOf(request, email));
  await goOnline(context);
  await expect(available).toHaveText('1', { timeout: 15_000 });
  await expect(page.getByText('Last known balance (offline)')).toHaveCount(0);
});
