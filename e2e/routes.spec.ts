import { expect, test } from './fixtures';
import { rememberCookieChoice } from './helpers';

test.beforeEach(async ({ page }) => rememberCookieChoice(page));

const SCREENS: [string, string][] = [
  ['/auth', 'Welcome to Clausecraft'],
  ['/reset-password', 'Choose a New Password'],
  ['/contract-builder', 'Start Your Contract'],
  ['/contract-builder/0190f0a0-0000-7000-8000-000000000000', 'Contract Not Found'],
  ['/documents', 'Sign in to see your documents'],
  ['/my-documents', 'Sign in to see your documents'],
  ['/contract-review', 'Contract Review'],
  ['/contract-review-details/abc', 'Access Contract Review'],
  ['/buy-credits', 'Credit Plans'],
  ['/buy-credits/success', 'Payment Successful'],
  ['/purchase-failed', 'Payment Failed'],
  ['/account', 'Sign in to manage your account'],
  ['/transactions', 'Sign in to see your transactions'],
  ['/admin', 'Admin Access Required'],
  ['/maintenance', 'System Maintenance'],
  ['/contracts/abc/view', 'Sign in to view this contract'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/refund', 'Refund Policy'],
  ['/disclaimer', 'Disclaimer'],
];

test('the landing page shows for a new visitor', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Build a contract in minutes');
  await expect(page.getByRole('button', { name: 'Create My First Contract FREE' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pricing' })).toBeVisible();
  await expect(page).toHaveTitle(/Clausecraft/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
});

for (const [path, heading] of SCREENS) {
  test(`${path} renders its screen`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  });
}

test('/favicon.ico is served, for browsers and tools that ask for it without reading the page', async ({
  request,
}) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/icon/);
  expect([...(await icon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
});

test('/purchase-success sends signed-out visitors to /auth', async ({ page }) => {
  await page.goto('/purchase-success');
  await expect(page).toHaveURL(/\/auth$/);
});

test('an unknown path shows Page Not Found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('Create My First Contract FREE starts a guest session', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Create My First Contract FREE' }).click();
  await expect(page.getByRole('heading', { name: 'Build Contract' })).toBeVisible();
  await expect(page.getByText('Guest', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Guest User' }).click();
  await expect(page.getByText('Sign in to save your work')).toBeVisible();
  await page.getByRole('button', { name: 'Build Contract' }).click();
  await expect(page).toHaveURL(/\/contract-builder$/);
});

test('the drawer opens under 768 px and closes on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/terms');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(page.getByRole('link', { name: 'Contract Review' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Contract Review' }).click();
  await expect(page).toHaveURL(/\/contract-review$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Contract Review' })).toBeVisible();
});

test('the active navigation item is highlighted', async ({ page }) => {
  await page.goto('/my-documents');
  await expect(page.getByRole('link', { name: 'My Documents' })).toHaveAttribute('aria-current', 'page');
});

test('the manifest is complete', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest.name).toContain('Clausecraft');
  expect(manifest.short_name).toBe('Clausecraft');
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === 'maskable')).toBe(true);
  expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toEqual([
    '/contract-builder',
    '/contract-review',
  ]);
});
