import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import JSZip from 'jszip';
import { PASSWORD, rememberCookieChoice, uniqueEmail } from './helpers';

// Issue 13: a correction after generation reaches the preview (which flashes the new value and the
// changed paragraph), an added term and a removed section show there too, and the downloaded Word
// document has the new price, the added term and not the old price or the removed section.

test.beforeEach(async ({ page }) => rememberCookieChoice(page));

async function say(page: Page, text: string, assistantCount: number): Promise<void> {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('[data-role="assistant"]')).toHaveCount(assistantCount, { timeout: 15_000 });
}

test('a guest corrects the price after generation, signs up and downloads a .docx with the new price only', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Create My First Contract FREE' }).click();
  await expect(page.getByText('Guest', { exact: true }).first()).toBeVisible();
  await page.goto('/contract-builder');
  await page.getByRole('textbox', { name: 'Contract Name' }).fill('Shop front end');
  await page.getByRole('button', { name: 'Start Building' }).click();
  await expect(page.locator('[data-role="assistant"]')).toHaveCount(1);

  await say(page, "I'm Jane Doe, a freelance developer, and my client is Pixel & Co LLC.", 2);
  await say(
    page,
    'I will build the front end of their online shop for $5,000, half upfront and half on delivery.',
    3,
  );
  await say(page, 'Work starts on May 3, 2027 and ends on June 30, 2027, under the laws of Texas.', 4);
  const preview = page.getByTestId('contract-preview');
  await expect(page.getByRole('heading', { name: 'Contract Generated!' })).toBeVisible({ timeout: 15_000 });
  await expect(preview).toContainText('Pixel & Co LLC');
  await expect(preview).toContainText('$5,000');

  await say(page, 'Change the price to $6,200', 5);
  await expect(page.locator('[data-role="assistant"]').last()).toContainText('$6,200');
  await expect(preview).toContainText('$6,200');
  await expect(preview).not.toContainText('$5,000');
  await expect(preview.locator('[data-flash="true"]').filter({ hasText: '$6,200' }).first()).toBeVisible();
  // The changed paragraph flashes as a whole too.
  await expect(preview.locator('[data-changed="true"]').filter({ hasText: '$6,200' }).first()).toBeVisible();
  // The user's "their online shop" reads in the third person.
  await expect(preview).toContainText("the Client's online shop");

  await say(page, 'Add that the developer will provide two rounds of revisions', 6);
  await expect(
    preview.locator('[data-changed="true"]').filter({ hasText: 'two rounds of revisions' }).first(),
  ).toBeVisible();
  await say(page, 'Remove the intellectual property clause', 7);
  await expect(preview.locator('[data-removed="INTELLECTUAL PROPERTY"]')).toBeVisible();
  await expect(preview).not.toContainText('INTELLECTUAL PROPERTY');

  await page.getByRole('link', { name: 'Sign Up Free' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Email').fill(uniqueEmail('builder-correction'));
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/contract-builder\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  await expect(page.getByTestId('contract-preview')).toContainText('$6,200', { timeout: 15_000 });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Contract' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.docx$/);
  const path = await file.path();
  const zip = await JSZip.loadAsync(await readFile(path));
  const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
  const text = xml.replace(/<[^>]+>/g, '');
  expect(text).toContain('$6,200');
  expect(text).not.toContain('$5,000');
  expect(text).toContain('Pixel &amp; Co LLC');
  expect(text).toContain('two rounds of revisions');
  expect(text).not.toContain('INTELLECTUAL PROPERTY');
  expect(text).not.toContain('their online shop');
});
