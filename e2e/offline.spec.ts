import { expect, test } from './fixtures';
import { goOffline, goOnline, rememberCookieChoice } from './helpers';

// These tests go offline: the service worker serves the app then (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test('after one visit the shell and a deep link render offline', async ({ page, context }) => {
  await rememberCookieChoice(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Create My First Contract FREE' })).toBeVisible();
  // Wait until the service worker controls the page and has precached the shell.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Create My First Contract FREE' })).toBeVisible();

  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await goOnline(context);
});
