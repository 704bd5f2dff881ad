import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { z } from 'zod';
import {
  controlledByServiceWorker,
  goOffline,
  goOnline,
  rememberCookieChoice,
  signUp,
  startGuestDraft,
  tokenOf,
  uniqueEmail,
} from './helpers';

// These tests go offline: the service worker serves the app then (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Issue 26 item 2: the Details panel beside the preview (a tab under 768 px). At 375, 768 and 1280 px a
// guest and a signed-in user each fix a wrong party name and an amount online, then a date and an
// optional clause offline, each in at most two interactions (fill + Enter, or one click). The fix shows
// in the preview at once and is recorded in the conversation; the signed-in user's fixes survive a
// reload while still offline (IndexedDB) and reach the server after reconnecting.

// Each test chats a contract into being and makes four turns; on a shared, loaded machine that takes a while.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

const WIDTHS = [375, 768, 1280] as const;
const MOBILE_BREAKPOINT = 768;

const CONVERSATION = [
  "I'm Jane Doe, a freelance developer, and my client is Pixel & Co LLC.",
  'I will build the front end of their online shop for $5,000, half upfront and half on delivery.',
  'Work starts on May 3, 2027 and ends on June 30, 2027, under the laws of Texas.',
];

const contractSchema = z.object({ content: z.string().nullable() });
const messagesSchema = z.array(z.object({ role: z.string(), content: z.string() }));

test.beforeEach(async ({ page }) => rememberCookieChoice(page));

async function say(page: Page, text: string, assistantCount: number): Promise<void> {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('[data-role="assistant"]')).toHaveCount(assistantCount);
}

/** Builds the contract through the chat; `greeted` is 1 when the guest greeting is already shown. */
async function chatToContract(page: Page, greeted: number): Promise<void> {
  for (const [index, text] of CONVERSATION.entries()) await say(page, text, greeted + index + 1);
  await expect(page.getByTestId('contract-preview')).toContainText('Pixel & Co LLC');
  await expect(page.getByTestId('contract-preview')).toContainText('$5,000');
}

/** The Details panel: beside the preview from 768 px, behind its tab below. */
async function openDetails(page: Page, width: number): Promise<Locator> {
  const tab = page.getByRole('tab', { name: 'Details' });
  if (width < MOBILE_BREAKPOINT) {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  } else {
    await expect(tab).toHaveCount(0);
  }
  const panel = page.getByTestId('details-panel');
  await expect(panel).toBeVisible();
  return panel;
}

async function lastUserMessage(page: Page, text: string): Promise<void> {
  await expect(page.locator('[data-role="user"]').last()).toContainText(text);
}

async function fixNameAndAmount(page: Page, panel: Locator): Promise<void> {
  const preview = page.getByTestId('contract-preview');
  const name = panel.getByRole('textbox', { name: 'Client name' });
  await expect(name).toHaveValue('Pixel & Co LLC');
  await name.fill('Pixel and Co Inc.');
  await name.press('Enter');
  await lastUserMessage(page, 'You set the client to Pixel and Co Inc.');
  await expect(preview).toContainText('Pixel and Co Inc.');
  await expect(preview).not.toContainText('Pixel & Co LLC');

  const amount = panel.getByRole('textbox', { name: 'Payment amount' });
  await expect(amount).toBeEnabled();
  await amount.fill('6200');
  await amount.press('Enter');
  await lastUserMessage(page, 'You set the payment amount to $6,200');
  await expect(preview).toContainText('$6,200');
  await expect(preview).not.toContainText('$5,000');
}

async function fixDateAndClause(page: Page, panel: Locator): Promise<void> {
  const preview = page.getByTestId('contract-preview');
  const date = panel.getByLabel('Start date', { exact: true });
  await expect(date).toBeEnabled();
  await date.fill('2027-05-10');
  await date.press('Enter');
  await lastUserMessage(page, 'You set the start date to May 10, 2027');
  await expect(preview).toContainText('May 10, 2027');
  await expect(preview).not.toContainText('May 3, 2027');

  await expect(preview).toContainText('CONFIDENTIALITY');
  await panel.getByRole('button', { name: 'Remove the Confidentiality clause' }).click();
  await lastUserMessage(page, 'You removed the confidentiality clause');
  await expect(preview).not.toContainText('CONFIDENTIALITY');
  await expect(panel.getByRole('button', { name: 'Restore the Confidentiality clause' })).toBeVisible();
}

/** The fixes are in the preview a person sees (on small screens: back on the Preview tab). */
async function previewShowsFixes(page: Page, width: number): Promise<void> {
  if (width < MOBILE_BREAKPOINT) await page.getByRole('tab', { name: 'Preview' }).click();
  const preview = page.getByTestId('contract-preview');
  await expect(preview).toBeVisible();
  for (const text of ['Pixel and Co Inc.', '$6,200', 'May 10, 2027'])
    await expect(preview).toContainText(text);
  await expect(preview).not.toContainText('CONFIDENTIALITY');
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a guest fixes a name, an amount, a date and a clause in the Details panel, online and offline', async ({
      page,
      context,
    }) => {
      await startGuestDraft(page, 'Shop front end');
      await chatToContract(page, 1);

      const panel = await openDetails(page, width);
      await fixNameAndAmount(page, panel);
      await goOffline(context);
      await fixDateAndClause(page, panel);
      await previewShowsFixes(page, width);
      await goOnline(context);
    });

    test('a signed-in user fixes the same in the Details panel; offline fixes survive a reload and reach the server', async ({
      page,
      context,
      request,
    }) => {
      const email = uniqueEmail(`details-${width}`);
      await signUp(page, email);
      await controlledByServiceWorker(page);
      await page.goto('/contract-builder');
      await page.getByRole('textbox', { name: 'Contract Name' }).fill('Shop front end');
      await page.getByRole('button', { name: 'Create Contract' }).click();
      await expect(page).toHaveURL(/\/contract-builder\/[0-9a-f-]{36}$/, { timeout: 15_000 });
      const id = new URL(page.url()).pathname.split('/').pop() ?? '';
      await chatToContract(page, 0);

      const panel = await openDetails(page, width);
      await fixNameAndAmount(page, panel);
      await goOffline(context);
      await fixDateAndClause(page, panel);

      await page.reload();
      await expect(page.getByTestId('contract-preview')).toContainText('May 10, 2027');
      await previewShowsFixes(page, width);

      await goOnline(context);
      const headers = { Authorization: `Bearer ${await tokenOf(request, email)}` };
      await expect
        .poll(
          async () => {
            const res = await request.get(`/api/contracts/${id}`, { headers });
            return contractSchema.parse(await res.json()).content ?? '';
          },
          { timeout: 30_000 },
        )
        // Both offline turns are there: the new date, and no confidentiality section.
        .toMatch(/^(?![\s\S]*CONFIDENTIALITY)[\s\S]*May 10, 2027/);
      const stored = contractSchema.parse(
        await (await request.get(`/api/contracts/${id}`, { headers })).json(),
      );
      expect(stored.content).toContain('Pixel and Co Inc.');
      expect(stored.content).toContain('$6,200');
      expect(stored.content).not.toContain('CONFIDENTIALITY');
      // The chat history syncs as its own document: it may arrive a moment after the contract.
      await expect
        .poll(
          async () => {
            const res = await request.get(`/api/contracts/${id}/messages`, { headers });
            return messagesSchema
              .parse(await res.json())
              .map((message) => message.content)
              .join('\n');
          },
          { timeout: 30_000 },
        )
        .toContain('You removed the confidentiality clause');
    });
  });
}
