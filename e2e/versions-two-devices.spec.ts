import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { z } from 'zod';
import {
  controlledByServiceWorker,
  goOffline,
  goOnline,
  rememberCookieChoice,
  signIn,
  signUp,
  tokenOf,
  uniqueEmail,
} from './helpers';

// These tests go offline: the service worker serves the app then (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Issue 28: two devices change the same contract offline; both keep their versions (each device lists both once
// they are back online, beside the assistant's first draft, and so does the server), and the contract's text follows the merge rule: both devices end
// on the same text.

const CONVERSATION = [
  "I'm Jane Doe, a freelance developer, and my client is Pixel & Co LLC.",
  'I will build the front end of their online shop for $5,000, half upfront and half on delivery.',
  'Work starts on May 3, 2027 and ends on June 30, 2027, under the laws of Texas.',
];

const pulledVersions = z.object({
  documents: z.array(z.object({ contractId: z.string(), summary: z.string() })),
});

async function openPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await rememberCookieChoice(page);
  return page;
}

async function setInDetails(page: Page, field: string, value: string, confirmation: string): Promise<void> {
  const input = page.getByTestId('details-panel').getByRole('textbox', { name: field });
  await expect(input).toBeEnabled();
  await input.fill(value);
  await input.press('Enter');
  await expect(page.locator('[data-role="user"]').last()).toContainText(confirmation);
}

test('two devices change one contract offline: each keeps both versions and both end on the same text', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('versions-two-devices');
  const a = await openPage(browser);
  const b = await openPage(browser);
  await signUp(a, email);
  await signIn(b, email);
  const token = await tokenOf(request, email);
  const headers = { Authorization: `Bearer ${token}` };
  // The contract written by the assistant on the server (its first version), as the builder's chat does.
  const created = await request.post('/api/contracts', { headers, data: { name: 'Shop front end' } });
  expect(created.status()).toBe(201);
  const contractId = z.object({ id: z.string() }).parse(await created.json()).id;
  for (const message of CONVERSATION) {
    const turn = await request.post(`/api/contracts/${contractId}/chat`, { headers, data: { message } });
    expect(turn.status()).toBe(200);
  }

  for (const page of [a, b]) {
    await controlledByServiceWorker(page);
    await page.goto(`/contract-builder/${contractId}`);
    await expect(page.getByTestId('contract-preview')).toContainText('Pixel & Co LLC', { timeout: 20_000 });
  }
  await goOffline(a.context());
  await goOffline(b.context());
  await setInDetails(a, 'Client name', 'Birch Studio Ltd', 'You set the client to Birch Studio Ltd');
  await setInDetails(b, 'Payment amount', '3100', 'You set the payment amount to $3,100');
  await goOnline(a.context());
  await goOnline(b.context());

  // Each device lists the first draft, its own version and the other's.
  for (const page of [a, b]) {
    await expect(page.getByRole('button', { name: 'History (3)' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'History (3)' }).click();
    const items = page.getByTestId('version-item');
    await expect(items).toHaveCount(3);
    await expect(items.filter({ hasText: 'Birch Studio Ltd' })).toHaveCount(1);
    await expect(items.filter({ hasText: '$3,100' })).toHaveCount(1);
  }
  // So does the server.
  await expect
    .poll(
      async () => {
        // The server's sync pull, as a third device would read it (one page holds both).
        const res = await request.get('/api/sync/versions/v1/pull?limit=50', { headers });
        if (!res.ok()) return -1;
        return pulledVersions
          .parse(await res.json())
          .documents.filter((version) => version.contractId === contractId).length;
      },
      { timeout: 30_000 },
    )
    .toBe(3);
  // The contract's text: one merge on every device.
  await expect
    .poll(
      async () => {
        const [left, right] = await Promise.all(
          [a, b].map((page) => page.getByTestId('contract-preview').innerText()),
        );
        return left === right;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await a.context().close();
  await b.context().close();
});
