// Dashboard tab 6 against the real server: create a backup, see it listed as valid, restore it in test
// mode, and download today's access log. Runs against the merged dashboard (/admin with its six tabs).
import { expect, test } from './fixtures';
import {
  ensureVerifiedSuperAdmin,
  PASSWORD,
  rememberCookieChoice,
  SUPER_ADMIN_EMAIL as ADMIN,
} from './helpers';

test('the super admin creates, lists and test-restores a backup, and downloads logs', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await rememberCookieChoice(page);
  await ensureVerifiedSuperAdmin(request);

  await page.goto('/auth?redirect=%2Fadmin');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(ADMIN);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 });
  await page.getByRole('tab', { name: 'Settings & Security', exact: true }).click();

  // Create Backup (the default sub-tab).
  const createPanel = page.getByRole('tabpanel', { name: 'Create Backup', exact: true });
  await createPanel.getByLabel('Backup type').selectOption('full');
  await createPanel.getByRole('button', { name: 'Create Backup' }).click();
  await expect(createPanel.getByText(/verified: \d+ records in \d+ tables/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('last-backup')).not.toHaveText('Never');

  // Manage: listed with its size, type and validity.
  await page.getByRole('tab', { name: 'Manage', exact: true }).click();
  const manage = page.getByRole('tabpanel', { name: 'Manage', exact: true });
  const row = manage.getByRole('row').filter({ hasText: 'Full' }).first();
  await expect(row.getByText('Valid', { exact: true })).toBeVisible();
  await expect(row.getByText(/MB$/)).toBeVisible();

  // Restore in test mode: verified, live data untouched.
  await page.getByRole('tab', { name: 'Restore', exact: true }).click();
  const restore = page.getByRole('tabpanel', { name: 'Restore', exact: true });
  const choice = restore.getByLabel('Backup', { exact: true });
  const firstBackup = await choice.locator('option:not([value=""])').first().getAttribute('value');
  await choice.selectOption(firstBackup ?? '');
  await expect(restore.getByLabel(/Test mode/)).toBeChecked();
  await expect(restore.getByLabel(/Clear existing data/)).toBeDisabled();
  await restore.getByRole('button', { name: 'Test Restore' }).click();
  await expect(restore.getByText(/Test restore passed: \d+ records in \d+ tables verified/)).toBeVisible({
    timeout: 30_000,
  });

  // System logs: today's access log, named after type and date.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Access Logs' }).click();
  expect((await download).suggestedFilename()).toMatch(/^access-logs-\d{4}-\d{2}-\d{2}\.(log|zip)$/);
});
