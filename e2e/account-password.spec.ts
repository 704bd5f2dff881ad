import { expect, test } from './fixtures';
import { PASSWORD, rememberCookieChoice, signIn, signUp, uniqueEmail } from './helpers';

// Issue 15 item 16: Account Settings changes the password (built-in identity).

test('change the password in Account Settings, then sign in with the new one', async ({ page }) => {
  const email = uniqueEmail('changer');
  await rememberCookieChoice(page);
  await signUp(page, email);
  await page.goto('/account');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current Password', { exact: true }).fill('Wrong!pass1');
  await form.getByLabel('New Password', { exact: true }).fill('Fresh!pass42');
  await form.getByLabel('Confirm Password', { exact: true }).fill('Fresh!pass42');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('The current password is incorrect')).toBeVisible();

  await form.getByLabel('Current Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password updated')).toBeVisible();
  // This device stays signed in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();

  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Create My First Contract FREE' })).toBeVisible();
  await signIn(page, email, 'Fresh!pass42');
  await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
});
