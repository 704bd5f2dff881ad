import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { rememberCookieChoice, signUp, uniqueEmail } from './helpers';

// These tests go offline: the service worker serves the app then (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => rememberCookieChoice(page));

const CONTRACT = [
  'CONSULTING AGREEMENT',
  'This Consulting Agreement is entered into on March 1, 2024 between Acme Corp ("Client") and Jane Doe ("Consultant").',
  '1. Services. The Consultant shall provide marketing consulting services and deliver a monthly report by the fifth day of each month.',
  '2. Fees. The Client shall pay $5,000 per month within thirty (30) days of invoice. Late payments bear interest at 5% per month.',
  '3. Term. This Agreement renews automatically for successive one-year terms unless either party gives 180 days notice of non-renewal.',
  '4. Liability. The Consultant shall be liable for all damages without limitation and shall indemnify the Client for any and all claims.',
  '5. Non-Competition. The Consultant shall not work for any competitor anywhere in the world for five years.',
].join('\n\n');

const textArea = (page: Page) => page.getByPlaceholder('Paste your contract text here...');
const results = (page: Page) => page.getByTestId('review-results');

async function review(page: Page): Promise<void> {
  await textArea(page).fill(CONTRACT);
  await expect(page.getByTestId('character-counter')).toHaveText(
    `${CONTRACT.length.toLocaleString('en-US')} characters`,
  );
  await page.getByRole('button', { name: 'Review Contract' }).click();
  await expect(results(page).getByText('Contract Analysis')).toBeVisible({ timeout: 20_000 });
}

test('guest: paste, review, preview cards, sign-up prompts; kept on the device; upload', async ({ page }) => {
  await page.goto('/contract-review');
  await expect(page.getByText('Ready for Review')).toBeVisible();
  await expect(page.getByTestId('guest-note')).toHaveText('Guest Mode');
  await expect(page.getByRole('button', { name: 'Review Contract' })).toBeDisabled();
  await expect(textArea(page)).toHaveCSS('min-height', '300px');

  await review(page);
  await expect(results(page)).toHaveAttribute('data-view', 'guest-preview');
  await expect(results(page).getByText('Key Terms Summary')).toBeVisible();
  await expect(results(page).getByTestId('red-flags')).toBeVisible();
  await expect(results(page).getByTestId('explanations')).toBeVisible();
  await expect(results(page).getByTestId('missing-clauses')).toBeVisible();
  await expect(results(page).getByTestId('obligations')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign Up for Detailed Analysis & Download' })).toHaveAttribute(
    'href',
    '/auth',
  );
  await expect(page.getByText('Complete Analysis Ready!')).toBeVisible();

  // The guest's review stays on this device.
  await page.reload();
  await expect(results(page)).toHaveAttribute('data-view', 'guest-preview');
  await expect(textArea(page)).toHaveValue(CONTRACT);

  // Upload: a .txt fills the text area; a wrong type is refused before sending.
  await page.getByTestId('contract-file-input').setInputFiles({
    name: 'lease.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('\ufeffLEASE AGREEMENT\r\nbetween Landlord and Tenant.'),
  });
  await expect(page.getByText('File Uploaded')).toBeVisible();
  await expect(textArea(page)).toHaveValue('LEASE AGREEMENT\nbetween Landlord and Tenant.');
  await page
    .getByTestId('contract-file-input')
    .setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByText('Upload Failed')).toBeVisible();
  await page.getByTestId('contract-file-input').setInputFiles({
    name: 'fake.docx',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('not a word file'),
  });
  await expect(page.getByText('is not a Word document')).toBeVisible();
});

test('guest offline: the in-browser engine produces the preview', async ({ page, context }) => {
  await page.goto('/contract-review');
  await expect(page.getByTestId('guest-note')).toBeVisible();
  // The engine chunk is precached by the service worker: wait until it controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await context.setOffline(true);
  await review(page);
  await expect(results(page)).toHaveAttribute('data-view', 'guest-preview');
  await context.setOffline(false);
});

test('signed in: free review, unlock with a credit, download the report, details, credits modal', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('review'));
  await page.goto('/contract-review');
  await expect(page.getByTestId('credits-note')).toContainText('You have 3 credits available');

  await review(page);
  await expect(results(page)).toHaveAttribute('data-view', 'locked');
  await expect(results(page).getByTestId('blurred-card')).toHaveCount(5);
  await expect(page).toHaveURL(/reviewId=[0-9a-f-]{36}/);
  const reviewId = new URL(page.url()).searchParams.get('reviewId') ?? '';

  await page.getByRole('button', { name: 'Unlock Full Analysis (1 Credit)' }).click();
  await expect(page.getByText('Review Upgraded')).toBeVisible();
  await expect(results(page)).toHaveAttribute('data-view', 'full');
  await expect(results(page).getByTestId('obligations')).toBeVisible();
  await expect(results(page).getByTestId('edit-suggestions')).toContainText('Rationale:');
  await expect(page.getByTestId('credits-note')).toContainText('You have 2 credits available');

  // The report shows its price and asks before charging (decision 0120); it is named after the contract.
  await page.getByRole('button', { name: 'Download Report (1 credit)' }).click();
  const ask = page.getByRole('dialog', { name: 'Download the report?' });
  await expect(ask).toContainText('This costs 1 credit.');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('credits-note')).toContainText('You have 2 credits available');
  await page.getByRole('button', { name: 'Download Report (1 credit)' }).click();
  const downloadEvent = page.waitForEvent('download');
  await ask.getByRole('button', { name: 'Download Report (1 credit)' }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toBe('CONSULTING AGREEMENT - Review.docx');
  // Paid once: the button drops its price and the next download is not asked.
  await expect(page.getByRole('button', { name: 'Download Report', exact: true })).toBeVisible();
  await expect(page.getByText('Download Complete')).toBeVisible();
  await expect(page.getByTestId('credits-note')).toContainText('You have 1 credit available');

  // ?reviewId reloads the saved review.
  await page.goto(`/contract-review?reviewId=${reviewId}`);
  await expect(results(page)).toHaveAttribute('data-view', 'full');

  await page.goto(`/contract-review-details/${reviewId}`);
  await expect(page.getByRole('heading', { name: 'Contract Review Details' })).toBeVisible();
  await expect(page.getByText('Paid Review')).toBeVisible();
  await expect(page.getByText(/\d+ issues found/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download Report' })).toBeVisible();
  await expect(page.getByTestId('original-contract')).toContainText('CONSULTING AGREEMENT');

  // Spend the last credit, then the next unlock opens the credits modal.
  for (const expectModal of [false, true]) {
    await page.goto('/contract-review');
    await review(page);
    await page.getByRole('button', { name: 'Unlock Full Analysis (1 Credit)' }).click();
    if (expectModal) {
      await expect(page.getByRole('dialog')).toContainText('You have 0 credits, but need 1 credit.');
      await expect(page.getByRole('dialog')).toContainText('unlock full analysis');
      await expect(page.getByRole('dialog').getByRole('link', { name: 'Buy Credits' })).toHaveAttribute(
        'href',
        '/buy-credits',
      );
    } else {
      await expect(results(page)).toHaveAttribute('data-view', 'full');
    }
  }
  const lockedId = new URL(page.url()).searchParams.get('reviewId') ?? '';
  await page.goto(`/contract-review-details/${lockedId}`);
  await expect(page.getByText('Free Preview')).toBeVisible();
  await expect(page.getByText('Premium')).toHaveCount(5);
  await expect(page.getByRole('link', { name: 'Need credits? Buy here' })).toHaveAttribute(
    'href',
    '/buy-credits',
  );

  await page.goto('/contract-review-details/0190f5d2-0000-7000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Review Not Found' })).toBeVisible();
  await expect(
    page.getByText("The contract review you're looking for doesn't exist or has been deleted."),
  ).toBeVisible();
});

test('signed in: a review asked for while the session is still being restored is saved to the account', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('early-review'));
  // The session check answers only when the test says so, as on a slow connection: the page is there first.
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/api/auth/refresh', async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto('/contract-review');
  await textArea(page).fill(CONTRACT);
  const button = page.getByRole('button', { name: 'Review Contract' });
  // Not yet known whether this is a guest: no review (it would go the guest way) and no 'Guest Mode' note.
  await expect(button).toBeDisabled();
  await expect(page.getByTestId('guest-note')).toHaveCount(0);
  answer();
  await button.click();
  await expect(results(page)).toHaveAttribute('data-view', 'locked', { timeout: 20_000 });
  await expect(page).toHaveURL(/reviewId=[0-9a-f-]{36}/);
  expect(await page.evaluate(() => localStorage.getItem('clausecraft.guest.id'))).toBeNull();
});

test('details screen asks signed-out visitors to sign in', async ({ page }) => {
  await page.goto('/contract-review-details/0190f5d2-0000-7000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Access Contract Review' })).toBeVisible();
});
