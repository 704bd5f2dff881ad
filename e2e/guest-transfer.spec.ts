import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { z } from 'zod';
import { analyzeContract } from '../contract-engine/src/index';
import { GUEST_STORAGE_PREFIX } from '../shared-schema/src/constants';
import type { GuestData } from '../shared-schema/src/guest';
import { PASSWORD, rememberCookieChoice, tokenOf, uniqueEmail } from './helpers';

// A guest's local draft or review moves into the account on sign-up (spec 000 section 4). The builder
// and review screens do not write guest data yet, so the test writes the guest record into the same
// IndexedDB database the app's Dexie store created for the guest session the landing page started.

const GUEST_ID_KEY = `${GUEST_STORAGE_PREFIX}id`;
const REVIEW_TEXT = `SERVICE AGREEMENT
This Agreement is made on March 1, 2026 between Acme LLC ("Client") and Jane Doe ("Provider").
Client shall pay $5,000 within 30 days of invoice. This Agreement is governed by the laws of New York.`;

test.beforeEach(async ({ page }) => rememberCookieChoice(page));

async function startGuest(page: Page): Promise<string> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Create My First Contract FREE' }).click();
  await expect(page.getByText('Guest', { exact: true }).first()).toBeVisible();
  const guestId = await page.evaluate((key) => localStorage.getItem(key), GUEST_ID_KEY);
  if (!guestId) throw new Error('No guest session');
  return guestId;
}

async function writeGuestData(page: Page, guestId: string, data: GuestData): Promise<void> {
  await page.evaluate(
    ({ guestId, data }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('clausecraft-guest');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('guests', 'readwrite');
          tx.objectStore('guests').put({
            guestId,
            createdAt: new Date().toISOString(),
            data: { ...data, guestId },
          });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { guestId, data },
  );
}

async function signUpThroughForm(page: Page, email: string): Promise<void> {
  await page.goto('/auth?tab=signup');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Create Account' }).click();
}

async function guestRecordCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('clausecraft-guest');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('guests').objectStore('guests').count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
        };
      }),
  );
}

test('a guest draft and its chat become the new account’s contract', async ({ page, request }) => {
  const guestId = await startGuest(page);
  await writeGuestData(page, guestId, {
    aiConfidence: 85,
    messages: [
      { role: 'assistant', content: 'Hi! What contract do you need?', timestamp: '2026-03-01T10:00:00.000Z' },
      {
        role: 'user',
        content: 'A website build for Acme LLC for $5,000',
        timestamp: '2026-03-01T10:00:10.000Z',
      },
    ],
    contract: {
      id: 1767261600000,
      userId: 'guest',
      contractNumber: 'CB-2026-600000',
      name: 'Acme website',
      type: 'service-agreement',
      status: 'in-progress',
      aiConfidence: 85,
      content: 'SERVICE AGREEMENT between [INSERT CLIENT NAME] and Jane Doe',
      placeholders: { 'CLIENT NAME': 'Acme LLC' },
    },
    contractReview: null,
  });

  const email = uniqueEmail('guest-contract');
  await signUpThroughForm(page, email);
  await expect(page).toHaveURL(/\/contract-builder\/[0-9a-f-]{36}$/, { timeout: 10_000 });
  const contractId = new URL(page.url()).pathname.split('/').pop() ?? '';

  // The guest session and its local data are gone once the server confirmed.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), GUEST_ID_KEY)).toBeNull();
  await expect.poll(() => guestRecordCount(page)).toBe(0);

  const token = await tokenOf(request, email);
  const headers = { Authorization: `Bearer ${token}` };
  const contract = await request.get(`/api/contracts/${contractId}`, { headers });
  expect(contract.status()).toBe(200);
  expect(await contract.json()).toMatchObject({
    id: contractId,
    name: 'Acme website',
    contractNumber: 'CB-2026-600000',
    status: 'in-progress',
  });
  const messages = await request.get(`/api/contracts/${contractId}/messages`, { headers });
  expect(
    z
      .array(z.object({ content: z.string() }))
      .parse(await messages.json())
      .map((m) => m.content),
  ).toEqual(['Hi! What contract do you need?', 'A website build for Acme LLC for $5,000']);

  // A reload in the same browser session does not send anything again.
  let transfers = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/auth/transfer-guest-data')) transfers += 1;
  });
  await page.reload();
  await expect(page).toHaveURL(/\/contract-builder\//);
  await page.waitForTimeout(500);
  expect(transfers).toBe(0);
});

test('a guest review becomes an unpaid review of the new account', async ({ page, request }) => {
  const guestId = await startGuest(page);
  await writeGuestData(page, guestId, {
    messages: [],
    contract: null,
    contractReview: {
      contractText: REVIEW_TEXT,
      reviewResult: analyzeContract(REVIEW_TEXT),
      createdAt: new Date().toISOString(),
    },
  });

  const email = uniqueEmail('guest-review');
  await signUpThroughForm(page, email);
  await expect(page).toHaveURL(/\/contract-review-details\/[0-9a-f-]{36}$/, { timeout: 10_000 });
  const reviewId = new URL(page.url()).pathname.split('/').pop() ?? '';

  const token = await tokenOf(request, email);
  const pulled = await request.get('/api/sync/reviews/v1/pull?limit=50', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(pulled.status()).toBe(200);
  const documents = z
    .object({
      documents: z.array(z.object({ id: z.string(), isPaid: z.boolean(), originalText: z.string() })),
    })
    .parse(await pulled.json()).documents;
  expect(documents).toEqual([
    expect.objectContaining({ id: reviewId, isPaid: false, originalText: REVIEW_TEXT }),
  ]);
});

test('a failed transfer keeps the guest data and the sign-up flow continues', async ({ page }) => {
  const guestId = await startGuest(page);
  await writeGuestData(page, guestId, {
    messages: [{ role: 'user', content: 'An NDA please' }],
    contract: {
      id: 7,
      userId: 'guest',
      name: 'NDA',
      type: null,
      status: 'draft',
      aiConfidence: null,
      content: null,
      placeholders: null,
    },
    contractReview: null,
  });
  await page.route('**/api/auth/transfer-guest-data', (route) =>
    route.fulfill({ status: 503, json: { message: 'Unavailable', code: 'unavailable' } }),
  );

  await signUpThroughForm(page, uniqueEmail('guest-failed'));
  await expect(page.getByText('Account Created')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  expect(await page.evaluate((key) => localStorage.getItem(key), GUEST_ID_KEY)).toBe(guestId);
  expect(await guestRecordCount(page)).toBe(1);
});
