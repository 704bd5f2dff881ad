import { expect, test } from './fixtures';
import {
  extractResetLink,
  PASSWORD,
  rememberCookieChoice,
  signUp,
  uniqueEmail,
  waitForMail,
} from './helpers';

test.beforeEach(async ({ page }) => rememberCookieChoice(page));

test('sign-up shows the live checklist and validation messages', async ({ page }) => {
  await page.goto('/auth?tab=signup');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Email').fill(uniqueEmail('weak'));
  await form.getByLabel('Password', { exact: true }).fill('abc');
  await expect(form.getByRole('listitem').filter({ hasText: 'One lowercase letter' })).toHaveAttribute(
    'data-met',
    'true',
  );
  await expect(form.getByRole('listitem').filter({ hasText: 'One uppercase letter' })).toHaveAttribute(
    'data-met',
    'false',
  );
  await form.getByLabel('Confirm Password', { exact: true }).fill('abd');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByText('Password must be at least 8 characters long')).toBeVisible();
  await expect(form.getByText('Passwords do not match')).toBeVisible();
});

test('sign up, sign out, sign in, wrong password', async ({ page }) => {
  const email = uniqueEmail('user');
  await signUp(page, email);
  await expect(page.getByRole('heading', { name: 'Build Contract' })).toBeVisible();

  await page.getByRole('button', { name: 'My Account' }).click();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('link', { name: /Buy Credits/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Create My First Contract FREE' })).toBeVisible();

  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('Wrong!pass1');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Authentication Error')).toBeVisible();
  await expect(page.getByText('Incorrect password')).toBeVisible();

  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Build Contract' })).toBeVisible();

  // Signed-in users are redirected away from /auth, to the redirect target.
  await page.goto('/auth?redirect=%2Faccount');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Danger Zone' })).toBeVisible();

  // The session survives a reload through the refresh cookie.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
});

test('an unknown e-mail gets the spec message', async ({ page }) => {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(uniqueEmail('nobody'));
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('No account found with this email')).toBeVisible();
});

test('password reset through the outbox e-mail', async ({ page }) => {
  const email = uniqueEmail('reset');
  await signUp(page, email);
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Create My First Contract FREE' })).toBeVisible();

  const since = Date.now() - 1_000;
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  const resetForm = page.getByRole('form', { name: 'Reset password' });
  await resetForm.getByLabel('Email').fill(email);
  await resetForm.getByRole('button', { name: 'Send Reset Email' }).click();
  await expect(page.getByText('Reset Email Sent')).toBeVisible();

  const link = extractResetLink(await waitForMail(email, since));
  await page.goto(new URL(link).pathname + new URL(link).search);
  const newPassword = 'Fresh#Start42';
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password Updated')).toBeVisible();

  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(newPassword);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Build Contract' })).toBeVisible();
});
