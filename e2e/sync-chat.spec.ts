import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { z } from 'zod';
import {
  controlledByServiceWorker,
  rememberCookieChoice,
  signIn,
  signUp,
  tokenOf,
  uniqueEmail,
} from './helpers';

// These tests go offline: the service worker serves the app then (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Chat history syncs as one batch per contract, merged by message id: two browsers of one user chat about
// the same contract while both are offline (the in-browser assistant answers), and once they reconnect
// both show all four messages, as does the server.

async function openPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await rememberCookieChoice(page);
  return page;
}

async function say(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('[data-role="assistant"]')).toHaveCount(1, { timeout: 15_000 });
}

test('two browsers that chat offline about one contract both keep every message', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('sync-chat');
  const a = await openPage(browser);
  const b = await openPage(browser);
  await signUp(a, email);
  await signIn(b, email);
  const headers = { Authorization: `Bearer ${await tokenOf(request, email)}` };
  const created = await request.post('/api/contracts', { data: { name: 'Shared lease' }, headers });
  expect(created.status()).toBe(201);
  const contractId = z.object({ id: z.string() }).parse(await created.json()).id;

  for (const page of [a, b]) {
    await controlledByServiceWorker(page);
    await page.goto(`/contract-builder/${contractId}`);
    await expect(page.getByRole('heading', { name: 'Shared lease' })).toBeVisible({ timeout: 15_000 });
  }

  await a.context().setOffline(true);
  await b.context().setOffline(true);
  await say(a, 'I need a residential lease. I am the landlord, John Smith, renting to Mary Jones.');
  await say(b, 'The rent is $1,800 per month.');

  await a.context().setOffline(false);
  await b.context().setOffline(false);
  for (const page of [a, b]) {
    await expect(page.locator('[data-role="user"]')).toHaveCount(2, { timeout: 30_000 });
    await expect(page.locator('[data-role="assistant"]')).toHaveCount(2);
  }
  const stored = z
    .array(z.object({ role: z.string(), content: z.string() }))
    .parse(await (await request.get(`/api/contracts/${contractId}/messages`, { headers })).json());
  expect(stored.filter((m) => m.role === 'user').map((m) => m.content)).toEqual(
    expect.arrayContaining([
      'I need a residential lease. I am the landlord, John Smith, renting to Mary Jones.',
      'The rent is $1,800 per month.',
    ]),
  );
  expect(stored).toHaveLength(4);

  await a.context().close();
  await b.context().close();
});
