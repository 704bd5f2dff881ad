import { expect, test } from './fixtures';
import { rememberCookieChoice, signUp, uniqueEmail } from './helpers';

test.beforeEach(async ({ page }) => rememberCookieChoice(page));

test('signed out: plans from the server, free trial goes to /auth, purchase disabled', async ({ page }) => {
  await page.goto('/buy-credits');
  await expect(page.getByRole('group', { name: 'Premium Contract Pack' })).toContainText('$35 / month');
  await expect(page.getByRole('group', { name: 'Standard Contract Pack' })).toContainText('Most Popular');
  await page
    .getByRole('group', { name: 'Quick Boost' })
    .getByRole('button', { name: 'Choose Quick Boost' })
    .click();
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeDisabled();
  await page.getByRole('link', { name: 'Start Free Trial' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('buy Quick Boost end to end with the local test checkout', async ({ page }) => {
  await signUp(page, uniqueEmail('buyer'));
  await page.goto('/buy-credits');
  await expect(page.getByTestId('credit-balance')).toHaveText('3');
  await expect(page.getByText('Free trial credits')).toBeVisible();

  await page
    .getByRole('group', { name: 'Quick Boost' })
    .getByRole('button', { name: 'Choose Quick Boost' })
    .click();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();

  // The server's hosted test page, clearly marked.
  await expect(page).toHaveURL(/\/api\/payments\/test-checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('alert')).toHaveText(/TEST MODE/);
  await expect(page.getByTestId('package')).toHaveText('Quick Boost');
  await page.getByRole('button', { name: 'Pay $20.00' }).click();

  await expect(page).toHaveURL(
    /\/buy-credits\/success\?transaction=[0-9a-f-]{36}&package=Quick\+Boost&credits=5&amount=20\.00$/,
  );
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Returning to Buy Credits' })).toBeVisible();

  // After the 5 s countdown, back on /buy-credits with the new balance and the purchase listed.
  await expect(page).toHaveURL(/\/buy-credits$/, { timeout: 10_000 });
  await expect(page.getByTestId('credit-balance')).toHaveText('8');
  await expect(page.getByText('Purchase: Quick Boost (5 credits)')).toBeVisible();

  await page.getByRole('link', { name: 'See More' }).click();
  await expect(page).toHaveURL(/\/transactions$/);
  await expect(page.getByText('Purchase: Quick Boost (5 credits)')).toBeVisible();
  await expect(page.getByText('Balance: 8 credits')).toBeVisible();
});

test('a cancelled checkout changes nothing and says no charges were made', async ({ page }) => {
  await signUp(page, uniqueEmail('canceller'));
  await page.goto('/buy-credits');
  await page
    .getByRole('group', { name: 'Premium Contract Pack' })
    .getByRole('button', { name: 'Choose Premium Contract Pack' })
    .click();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByRole('alert')).toHaveText(/TEST MODE/);
  await page.getByRole('button', { name: 'Cancel and return' }).click();

  await expect(page).toHaveURL(/\/purchase-failed\?error=payment_cancelled&transaction=/);
  await expect(page.getByRole('heading', { name: 'Payment Cancelled' })).toBeVisible();
  await expect(page.getByText('No charges were made', { exact: false })).toBeVisible();
  await expect(page.locator('#main').getByRole('link', { name: /support@/ })).toHaveAttribute(
    'href',
    /^mailto:/,
  );

  await page.getByRole('link', { name: 'Back to Buy Credits' }).click();
  await expect(page.getByTestId('credit-balance')).toHaveText('3');
  await expect(page.getByText('Purchase: Premium')).toHaveCount(0);
});
