import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { z } from 'zod';
import {
  controlledByServiceWorker,
  PASSWORD,
  rememberCookieChoice,
  signUp,
  tokenOf,
  uniqueEmail,
} from './helpers';

// These tests go offline: the service worker serves the app then (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Two browsers of one user: one goes offline and creates, renames and deletes documents in My Documents
// and the builder; once it reconnects both show the same list, and so does the server.

async function createContract(request: APIRequestContext, token: string, name: string): Promise<string> {
  const res = await request.post('/api/contracts', {
    data: { name },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(201);
  return z.object({ id: z.string() }).parse(await res.json()).id;
}

async function openContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await rememberCookieChoice(page);
  return { context, page };
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
}

function names(page: Page) {
  return page.getByTestId('document-card').locator('h2');
}

test('changes made offline in one browser reach the other when it reconnects', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('sync');
  const a = await openContext(browser);
  const b = await openContext(browser);
  await signUp(a.page, email);
  await signIn(b.page, email);
  const token = await tokenOf(request, email);
  const keepId = await createContract(request, token, 'Consulting agreement');
  const goneId = await createContract(request, token, 'Old NDA');

  await controlledByServiceWorker(a.page);
  for (const { page } of [a, b]) {
    await page.getByRole('link', { name: 'My Documents' }).first().click();
    await expect(names(page)).toHaveText(['Old NDA', 'Consulting agreement'], { timeout: 15_000 });
  }

  await a.context.setOffline(true);
  // Rename inline (Enter saves).
  await a.page.getByRole('button', { name: 'Rename Consulting agreement' }).click();
  await a.page.getByLabel('New name').fill('Consulting agreement v2');
  await a.page.getByLabel('New name').press('Enter');
  // Delete with the confirm dialog.
  await a.page.getByRole('button', { name: 'Delete Old NDA' }).click();
  await a.page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  // Create in the builder.
  await a.page.getByRole('link', { name: 'Contract Builder' }).first().click();
  await a.page.getByRole('textbox', { name: 'Contract Name' }).fill('Made offline');
  await a.page.getByRole('button', { name: 'Create Contract' }).click();
  await expect(a.page).toHaveURL(/\/contract-builder\/[0-9a-f-]{36}$/);
  const madeId = new URL(a.page.url()).pathname.split('/').pop() ?? '';
  await a.page.getByRole('link', { name: 'My Documents' }).first().click();
  await expect(names(a.page)).toHaveText(['Made offline', 'Consulting agreement v2']);

  // The other browser has seen nothing yet.
  await b.page.waitForTimeout(1_000);
  await expect(names(b.page)).toHaveText(['Old NDA', 'Consulting agreement']);

  await a.context.setOffline(false);
  await expect(names(b.page)).toHaveText(['Made offline', 'Consulting agreement v2'], { timeout: 20_000 });
  await expect(names(a.page)).toHaveText(['Made offline', 'Consulting agreement v2']);

  const headers = { Authorization: `Bearer ${token}` };
  const list = z
    .array(z.object({ id: z.string(), name: z.string() }))
    .parse(await (await request.get('/api/contracts', { headers })).json());
  expect(list.map((c) => c.id).sort()).toEqual([keepId, madeId].sort());
  expect(list.find((c) => c.id === keepId)?.name).toBe('Consulting agreement v2');
  expect((await request.get(`/api/contracts/${goneId}`, { headers })).status()).toBe(404);

  // And back: a rename in the second browser reaches the first.
  await b.page.getByRole('button', { name: 'Rename Made offline' }).click();
  await b.page.getByLabel('New name').fill('Made offline, renamed online');
  await b.page.getByLabel('New name').press('Enter');
  await expect(names(a.page)).toHaveText(['Made offline, renamed online', 'Consulting agreement v2'], {
    timeout: 20_000,
  });

  await a.context.close();
  await b.context.close();
});
