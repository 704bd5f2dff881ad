import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { z } from 'zod';
import { PASSWORD, rememberCookieChoice, tokenOf, uniqueEmail } from './helpers';

// These tests go offline: the service worker serves the app then (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// The contract builder end to end (spec 000 sections 2 and 4): a guest builds a contract through the
// guest chat, signs up and finds the draft in the account, downloads it for 2 credits (then free), and
// a signed-in user builds a contract offline with the in-browser assistant that syncs when back online.

test.beforeEach(async ({ page }) => rememberCookieChoice(page));

const GUEST_ID_KEY = 'clausecraft.guest.id';
const creditsSchema = z.object({ credits: z.number() });

async function credits(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/credits', { headers: { Authorization: `Bearer ${token}` } });
  return creditsSchema.parse(await res.json()).credits;
}

async function say(page: Page, text: string, assistantCount: number): Promise<void> {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('[data-role="assistant"]')).toHaveCount(assistantCount, { timeout: 15_000 });
}

async function guestBuildsContract(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Create My First Contract FREE' }).click();
  await expect(page.getByText('Guest', { exact: true }).first()).toBeVisible();
  await page.goto('/contract-builder');
  await expect(page.getByRole('heading', { name: 'Start Your Contract' })).toBeVisible();
  const start = page.getByRole('button', { name: 'Start Building' });
  await expect(start).toBeDisabled();
  await page.getByRole('textbox', { name: 'Contract Name' }).fill('  Acme website build  ');
  await start.click();

  // The greeting is seeded; the guest chat answers and writes the draft after the 3rd message (payment talk).
  await expect(page.locator('[data-role="assistant"]')).toHaveCount(1);
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await say(page, 'I am Jane Doe, a freelance web designer, building a website for Acme LLC.', 2);
  await say(page, 'The price is $5,000, paid in two installments by bank transfer.', 3);
  await say(page, 'Work starts on May 1, 2026 and ends on June 30, 2026, under the laws of Texas.', 4);
  await expect(page.getByRole('heading', { name: 'Contract Generated!' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await expect(page.getByTestId('confidence-footer')).toContainText(/\((Need more info|Ready to generate)\)/);
  await expect(page.getByTestId('contract-preview')).toContainText('Acme LLC');
  await expect(page.getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute('href', '/auth?tab=signup');
}

async function signUpForm(page: Page, email: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Create Account' }).click();
}

test('a guest builds a contract, signs up, and downloads it: 2 credits once, then Download Again for free', async ({
  page,
  request,
}) => {
  // Three chat turns, two downloads and a sign-up: more than the default minute on a loaded machine.
  test.setTimeout(180_000);
  const guestChats: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/guest/chat')) guestChats.push(response.status());
  });
  await guestBuildsContract(page);
  expect(guestChats).toEqual([200, 200, 200]);

  await page.getByRole('link', { name: 'Sign Up Free' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=signup$/);
  const email = uniqueEmail('builder-guest');
  await signUpForm(page, email);

  // The draft moves into the account and opens in the builder.
  await expect(page).toHaveURL(/\/contract-builder\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  const contractId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(page.getByRole('heading', { name: 'Acme website build' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('contract-preview')).toContainText('Acme LLC');
  await expect(page.locator('[data-role="user"]')).toHaveCount(3);
  expect(await page.evaluate((key) => localStorage.getItem(key), GUEST_ID_KEY)).toBeNull();

  const token = await tokenOf(request, email);
  expect(await credits(request, token)).toBe(3);
  await expect(page.getByRole('heading', { name: 'Download Contract (2 Credits)' })).toBeVisible();
  const firstDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Contract' }).click();
  const file = await firstDownload;
  expect(file.suggestedFilename()).toMatch(/\.docx$/);
  await expect(page.getByText('Download Complete')).toBeVisible();
  expect(await credits(request, token)).toBe(1);

  // downloadedAt arrives through sync: the card goes and the footer offers the free download.
  await expect(page.getByRole('button', { name: 'Download Again' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Download Contract (2 Credits)' })).toHaveCount(0);
  const again = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Again' }).click();
  await again;
  expect(await credits(request, token)).toBe(1);

  const stored = await request.get(`/api/contracts/${contractId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(await stored.json()).toMatchObject({
    id: contractId,
    name: 'Acme website build',
    status: 'in-progress',
  });
});

test('?migrate=true moves the guest draft and its chat into the account', async ({ page, request }) => {
  await guestBuildsContract(page);
  // The sign-in transfer is unavailable, so the draft is still in this browser afterwards.
  await page.route('**/api/auth/transfer-guest-data', (route) =>
    route.fulfill({ status: 503, json: { message: 'Unavailable', code: 'unavailable' } }),
  );
  await page.goto('/auth?tab=signup');
  const email = uniqueEmail('builder-migrate');
  await signUpForm(page, email);
  await expect(page.getByText('Account Created')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  expect(await page.evaluate((key) => localStorage.getItem(key), GUEST_ID_KEY)).not.toBeNull();

  await page.goto('/contract-builder?migrate=true');
  await expect(page).toHaveURL(/\/contract-builder\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  const contractId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(page.getByRole('heading', { name: 'Acme website build' })).toBeVisible();
  await expect(page.locator('[data-role="user"]')).toHaveCount(3);
  await expect(page.getByTestId('contract-preview')).toContainText('Acme LLC');
  expect(await page.evaluate((key) => localStorage.getItem(key), GUEST_ID_KEY)).toBeNull();

  const headers = { Authorization: `Bearer ${await tokenOf(request, email)}` };
  await expect
    .poll(async () => (await request.get(`/api/contracts/${contractId}`, { headers })).status(), {
      timeout: 15_000,
    })
    .toBe(200);
  const contract = z
    .object({ name: z.string(), status: z.string(), content: z.string().nullable() })
    .parse(await (await request.get(`/api/contracts/${contractId}`, { headers })).json());
  expect(contract).toMatchObject({ name: 'Acme website build', status: 'in-progress' });
  expect(contract.content).toContain('Acme LLC');
  await expect
    .poll(
      async () =>
        z
          .array(z.unknown())
          .parse(await (await request.get(`/api/contracts/${contractId}/messages`, { headers })).json())
          .length,
      { timeout: 15_000 },
    )
    .toBe(7);
});

test('offline, the in-browser assistant answers; back online the contract and its chat reach the server', async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail('builder-offline');
  await page.goto('/auth?tab=signup');
  await signUpForm(page, email);
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  // The service worker must control the page so the builder's code is there offline.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByText('Guest', { exact: true })).toHaveCount(0);

  await context.setOffline(true);
  await page.getByRole('link', { name: 'Contract Builder' }).first().click();
  await expect(page.getByRole('heading', { name: 'Create New Contract' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Contract Name' }).fill('Apartment lease offline');
  await page.getByRole('textbox', { name: 'Contract Name' }).press('Enter');
  await expect(page).toHaveURL(/\/contract-builder\/[0-9a-f-]{36}$/);
  const contractId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(page.getByText('You are offline.')).toBeVisible();

  await say(
    page,
    'I need a residential lease. I am the landlord, John Smith, renting my apartment to Mary Jones.',
    1,
  );
  await say(page, 'The rent is $1,800 per month.', 2);
  const replies = await page.locator('[data-role="assistant"]').allTextContents();
  expect(replies.every((reply) => reply.length > 20)).toBe(true);

  await context.setOffline(false);
  const headers = { Authorization: `Bearer ${await tokenOf(request, email)}` };
  await expect
    .poll(async () => (await request.get(`/api/contracts/${contractId}`, { headers })).status(), {
      timeout: 20_000,
    })
    .toBe(200);
  // The draft and its later edits may arrive in separate pushes: wait for the whole state.
  await expect
    .poll(async () => (await request.get(`/api/contracts/${contractId}`, { headers })).json(), {
      timeout: 20_000,
    })
    .toMatchObject({ name: 'Apartment lease offline', type: 'residential-lease' });
  await expect
    .poll(
      async () =>
        z
          .array(z.object({ role: z.string(), content: z.string() }))
          .parse(await (await request.get(`/api/contracts/${contractId}/messages`, { headers })).json())
          .map((message) => message.role),
      { timeout: 20_000 },
    )
    .toEqual(['user', 'assistant', 'user', 'assistant']);

  // Online again, the next turn goes to the server's assistant, which sees the offline conversation.
  const chat = page.waitForResponse((response) =>
    response.url().endsWith(`/api/contracts/${contractId}/chat`),
  );
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('The lease starts on June 1, 2026 for 12 months.');
  await page.getByRole('button', { name: 'Send' }).click();
  expect((await chat).status()).toBe(200);
  await expect(page.locator('[data-role="assistant"]')).toHaveCount(3, { timeout: 15_000 });
});
