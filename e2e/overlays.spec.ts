import { expect, test } from './fixtures';
import { rememberCookieChoice } from './helpers';

test('the cookie banner appears after 2 s and remembers the choice', async ({ page }) => {
  await page.goto('/terms');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeHidden();
  await expect(banner).toBeVisible({ timeout: 5_000 });
  await banner.getByRole('button', { name: 'Accept All' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await page.waitForTimeout(2_500);
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('clausecraft.cookie-consent'))).toBe('accepted');
});

test('the support dialog validates and sends', async ({ page }) => {
  await rememberCookieChoice(page);
  await page.goto('/terms');
  await page.getByRole('button', { name: 'Support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Support' });
  await dialog.getByLabel('Name').fill('A');
  await dialog.getByLabel('Email').fill('not-an-address');
  await dialog.getByLabel('Message').fill('short');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(dialog.getByText('Message must be at least 10 characters')).toBeVisible();

  await dialog.getByLabel('Name').fill('Ada Lovelace');
  await dialog.getByLabel('Email').fill('ada@example.com');
  await dialog.getByLabel('Message').fill('My download did not start after paying.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Support Request Sent!')).toBeVisible();
  await expect(dialog).toBeHidden();
});
