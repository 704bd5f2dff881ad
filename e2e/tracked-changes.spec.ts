import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { goOffline, goOnline, rememberCookieChoice, signUp, uniqueEmail } from './helpers';
import { layoutProblems, settle } from './layout-check';

// These tests go offline: the service worker serves the app then (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => rememberCookieChoice(page));

const CONTRACT = [
  'SERVICES AGREEMENT',
  'This Agreement is made between Cobalt Ridge Inc. (the "Client") and Tern Harbour LLC (the "Provider").',
  '1. The Client shall pay each invoice within ninety (90) days of receipt.',
  '2. The Client may end this Agreement at any time without notice.',
  '3. This Agreement is governed by the laws of Oregon.',
].join('\n\n');

async function paidReview(page: Page): Promise<string> {
  await page.goto('/contract-review');
  await page.getByPlaceholder('Paste your contract text here...').fill(CONTRACT);
  await page.getByRole('button', { name: 'Review Contract' }).click();
  await expect(page.getByTestId('review-results').getByText('Contract Analysis')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/reviewId=[0-9a-f-]{36}/);
  const reviewId = new URL(page.url()).searchParams.get('reviewId') ?? '';
  await page.getByRole('button', { name: 'Unlock Full Analysis (1 Credit)' }).click();
  await expect(page.getByText('Review Upgraded')).toBeVisible();
  await expect(page.getByTestId('review-results')).toHaveAttribute('data-view', 'full');
  return reviewId;
}

test('a paid review: tick suggestions, download them as tracked changes in your own document', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('tracked'));
  const reviewId = await paidReview(page);
  await page.goto(`/contract-review-details/${reviewId}`);
  await expect(page.getByText('Paid Review')).toBeVisible();
  const card = page.getByTestId('edit-suggestions');
  await expect(card.getByRole('checkbox')).toHaveCount(2, { timeout: 15_000 });
  // Take only the payment edit.
  await card.getByRole('checkbox', { name: /Section 2/ }).uncheck();
  await card.getByLabel(/Your document/).setInputFiles({
    name: 'services.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(CONTRACT),
  });
  await card.getByRole('button', { name: 'Download with suggested edits (1 credit)' }).click();
  const ask = page.getByRole('dialog', { name: 'Download with suggested edits?' });
  await expect(ask).toContainText('This costs 1 credit.');
  const downloadEvent = page.waitForEvent('download');
  await ask.getByRole('button', { name: 'Download with suggested edits (1 credit)' }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toBe('services - suggested edits.docx');
  await expect(card.getByRole('status')).toContainText('1 suggested edit as tracked changes');
  // Paid once: the price is gone from the button (and from the report's).
  await expect(
    card.getByRole('button', { name: 'Download with suggested edits', exact: true }),
  ).toBeVisible();

  const zip = await JSZip.loadAsync(await readFile((await download.path()) ?? ''));
  const documentXml = (await zip.file('word/document.xml')?.async('string')) ?? '';
  const comments = (await zip.file('word/comments.xml')?.async('string')) ?? '';
  expect(documentXml).toMatch(/<w:del [^>]*w:author="Clausecraft"[^>]*>.*ninety/);
  expect(documentXml).toMatch(/<w:ins [^>]*w:author="Clausecraft"[^>]*>.*thirty/);
  expect(documentXml).toContain('<w:commentRangeStart w:id="0"/>');
  // The unticked termination edit is not in the file.
  expect(documentXml).toContain('The Client may end this Agreement at any time without notice.');
  expect(comments).toContain('w:author="Clausecraft"');
  expect((comments.match(/<w:comment /g) ?? []).length).toBe(1);
});

// The returned version turns a mutual exit right into the Client's alone, and moves the governing law.
const BEFORE = CONTRACT.replace(
  'The Client may end this Agreement at any time without notice.',
  'Either party may end this Agreement on thirty (30) days written notice.',
);
const LATER = CONTRACT.replace('Oregon', 'Nevada');

for (const width of [375, 1280]) {
  test(`what did they change: the redline and the review of the changes at ${width} px`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: width === 375 ? 667 : 800 });
    await signUp(page, uniqueEmail(`compare-${width}`));
    await page.goto('/contract-review');
    await page.getByRole('link', { name: /What did they change/ }).click();
    await expect(page.getByRole('heading', { name: 'What did they change?' })).toBeVisible();
    await page.getByLabel('Your version').fill(BEFORE);
    await page.locator('#compare-after-file').setInputFiles({
      name: 'returned.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(LATER),
    });
    await expect(page.getByLabel('The version returned to you')).toHaveValue(LATER);
    await page.getByLabel('Your side (optional)').fill('Provider');
    await page.getByRole('button', { name: 'Compare' }).click();
    const redline = page.getByTestId('redline');
    await expect(redline.locator('del').first()).toContainText('Either');
    await expect(redline.locator('del').last()).toContainText('Oregon');
    await expect(redline.locator('ins').first()).toContainText('inserted:');
    await expect(page.getByTestId('redline-summary')).toContainText('insertions');
    // Findings on the changed clauses only: the new exit right, not the unchanged 90-day payment term.
    await expect(page.getByTestId('red-flags')).toContainText('without notice');
    await expect(page.getByTestId('edit-suggestions')).not.toContainText('ninety');
    await settle(page);
    expect(await layoutProblems(page, `compare at ${width}`)).toEqual([]);

    const downloadEvent = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download as Word tracked changes (.docx)' }).click();
    const zip = await JSZip.loadAsync(await readFile((await (await downloadEvent).path()) ?? ''));
    expect(await zip.file('word/document.xml')?.async('string')).toMatch(
      /<w:ins [^>]*w:author="Changes in returned.txt"[^>]*>.*Nevada/,
    );

    // Offline: the comparison and its review still run on the device; only the Word download waits.
    await goOffline(context);
    await page.getByLabel('Your version').fill(BEFORE.replace('Oregon', 'Utah'));
    await page.getByRole('button', { name: 'Compare' }).click();
    await expect(redline.locator('del').last()).toContainText('Utah');
    await expect(page.getByText('The Word download needs a connection.')).toBeVisible();
    await goOnline(context);
  });
}
