import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { z } from 'zod';
import { PASSWORD, rememberCookieChoice, signUp, uniqueEmail } from './helpers';

// Issue 15 item 15: buying credits from 'Credits Required' brings the user back to the action that needed
// them (here: the contract download in the builder) and offers to finish it.

async function createFinishedContract(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<string> {
  const created = await request.post('/api/contracts', {
    data: { name, status: 'completed', content: 'SERVICES AGREEMENT\n\nThe parties agree to work together.' },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(created.status()).toBe(201);
  return z.object({ id: z.string() }).parse(await created.json()).id;
}

/** On Buy Credits: Quick Boost through the local TEST MODE checkout. */
async function payForQuickBoost(page: Page): Promise<void> {
  await page
    .getByRole('group', { name: 'Quick Boost' })
    .getByRole('button', { name: 'Choose Quick Boost' })
    .click();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.getByRole('button', { name: 'Pay $20.00' }).click();
}

test('Credits Required -> Buy Credits -> Pay returns to the download and offers to finish it', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('returner');
  await rememberCookieChoice(page);
  await signUp(page, email);
  const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  const { idToken } = z.object({ idToken: z.string() }).parse(await login.json());
  const headers = { Authorization: `Bearer ${idToken}` };
  // Spend 2 of the 3 free credits elsewhere, leaving 1: not enough for a download.
  const first = await createFinishedContract(request, idToken, 'Already paid');
  expect((await request.post(`/api/contracts/${first}/download`, { headers })).status()).toBe(200);
  const id = await createFinishedContract(request, idToken, 'Needs credits');

  await page.goto(`/contract-builder/${id}`);
  await page.getByRole('button', { name: 'Download (2 credits)' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('You have 1 credit, but need 2 credits.');
  await dialog.getByRole('link', { name: 'Buy Credits' }).click();

  await expect(page).toHaveURL(/\/buy-credits$/);
  await expect(page.getByText('After buying you return to: download this contract')).toBeVisible();
  await payForQuickBoost(page);

  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Returning to download this contract' }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/contract-builder/${id}$`), { timeout: 10_000 });

  const offer = page.getByRole('region', { name: 'Finish what you started' });
  await expect(offer).toContainText('You now have 6 credits');
  const download = page.waitForEvent('download');
  await offer.getByRole('button', { name: 'Download this contract' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.docx$/);
  await expect(page.getByText('Download Complete')).toBeVisible();
  await expect(offer).toHaveCount(0);

  // The offer is made once: coming back later does not repeat it.
  await page.reload();
  // A reload boots the whole app before the builder shows (session refresh, then the local database): about
  // 1 s here on a quiet machine, 10 s with the CPU slowed tenfold, so a loaded machine gets more than 15 s.
  await expect(page.getByRole('button', { name: 'Download Again' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Finish what you started' })).toHaveCount(0);
});

test('a purchase started from the menu still returns to Buy Credits', async ({ page }) => {
  await rememberCookieChoice(page);
  await signUp(page, uniqueEmail('plainbuyer'));
  await page.goto('/buy-credits');
  await expect(page.getByText(/After buying you return to/)).toHaveCount(0);
  await payForQuickBoost(page);
  await expect(page.getByRole('status').filter({ hasText: 'Returning to Buy Credits' })).toBeVisible();
  await expect(page).toHaveURL(/\/buy-credits$/, { timeout: 10_000 });
});
