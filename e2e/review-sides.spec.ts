import { expect, test } from './fixtures';
import { rememberCookieChoice, signUp, uniqueEmail } from './helpers';

// Side-aware review: a services agreement that is one-sided against the provider, uploaded as a
// file, reviewed as the provider (the default: the party the contract is hardest on), unlocked to
// see the fix, then re-read from the company's side, on the review screen and on the saved review's
// details page. The contract is written for this test.

test.beforeEach(async ({ page }) => rememberCookieChoice(page));

const CONTRACT = [
  'SERVICES AGREEMENT',
  'This Services Agreement (the "Agreement") is made on April 7, 2025 between Marlow Outfitters Inc., a New York corporation (the "Company"), and Fenwick Print Services LLC, a Vermont limited liability company (the "Provider").',
  '1. SERVICES',
  '1.1 The Provider shall print and deliver the catalogues described in Schedule 1.',
  '1.2 The Provider shall make any changes to the catalogues that the Company requests at no additional cost.',
  '2. FEES',
  '2.1 The Company shall pay each undisputed invoice within ninety (90) days of receipt.',
  '3. TERMINATION',
  '3.1 The Company may terminate this Agreement at any time, for any reason, upon written notice to the Provider.',
  '4. LIMITATION OF LIABILITY',
  "4.1 In no event shall the Company's aggregate liability under this Agreement exceed one hundred dollars ($100).",
  '5. INDEMNIFICATION',
  '5.1 The Provider shall indemnify, defend and hold harmless the Company from and against any and all claims arising out of or relating to this Agreement.',
  '6. GOVERNING LAW',
  '6.1 This Agreement is governed by the laws of the State of Vermont.',
].join('\n\n');

test('review as the provider, see the one-sided cap first with its fix, switch side, see it change', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('sides'));
  await page.goto('/contract-review');
  await page.getByTestId('contract-file-input').setInputFiles({
    name: 'services.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(CONTRACT),
  });
  await expect(page.getByText('File Uploaded')).toBeVisible();
  await page.getByRole('button', { name: 'Review Contract' }).click();

  const results = page.getByTestId('review-results');
  const picker = page.getByLabel('Your side');
  await expect(picker).toHaveValue('Provider', { timeout: 20_000 });
  // The free preview names the most important issue; the unlocked analysis shows it first, with the fix.
  await expect(results).toContainText('The most important issue: liability limit protects only the Company');
  await page.getByRole('button', { name: 'Unlock Full Analysis (1 Credit)' }).click();
  await expect(results).toHaveAttribute('data-view', 'full');
  const flags = results.getByTestId('red-flags');
  await expect(flags.locator('strong').first()).toHaveText('Liability limit protects only the Company');
  await expect(flags).toContainText('Location: Section 4.1 Limitation of Liability');
  const edits = results.getByTestId('edit-suggestions');
  await expect(edits).toContainText(
    "Each party's total liability arising out of or relating to this Agreement",
  );

  await picker.selectOption('Company');
  await expect(picker).toHaveValue('Company', { timeout: 20_000 });
  await expect(results).not.toContainText('liability limit protects only', { ignoreCase: true });
  // The saved review changed side and stayed paid: no new review, no second unlock.
  await expect(results).toHaveAttribute('data-view', 'full');
  const reviewId = new URL(page.url()).searchParams.get('reviewId');
  expect(reviewId).toBeTruthy();

  // The paid details page has the same switch.
  await page.goto(`/contract-review-details/${reviewId ?? ''}`);
  const detailsPicker = page.getByLabel('Your side');
  await expect(detailsPicker).toHaveValue('Company', { timeout: 20_000 });
  await expect(page.getByText('Paid Review')).toBeVisible();
  await detailsPicker.selectOption('Provider');
  await expect(detailsPicker).toHaveValue('Provider', { timeout: 20_000 });
  await expect(page.getByTestId('red-flags').locator('strong').first()).toHaveText(
    'Liability limit protects only the Company',
  );
  await expect(page.getByText('Paid Review')).toBeVisible();
});
