import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { z } from 'zod';
import {
  ensureVerifiedSuperAdmin,
  rememberCookieChoice,
  signInAsSuperAdmin,
  signUp,
  signUpElsewhere,
  uniqueEmail,
} from './helpers';

// Each test sets up what it needs (its own users, a unique name for what it creates), so the tests pass alone, in
// any order and repeated (`--repeat-each`).
test.beforeEach(async ({ page }) => rememberCookieChoice(page));

const tokenSchema = z.object({ idToken: z.string() });

/** A bearer header of a user signed up through the API, or of the super admin when `email` is omitted. */
async function bearer(request: APIRequestContext, email?: string): Promise<{ authorization: string }> {
  const password = 'Clause!craft9';
  const res = email
    ? await request.post('/api/auth/signup', { data: { email, password } })
    : await request.post('/api/auth/login', { data: await ensureVerifiedSuperAdmin(request) });
  expect(res.ok()).toBe(true);
  return { authorization: `Bearer ${tokenSchema.parse(await res.json()).idToken}` };
}

/** A short suffix that makes names, codes and slugs of this run unique. */
function runId(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

function toast(page: Page, text: string) {
  return page.locator('.toast').getByText(text, { exact: true });
}

async function openTab(page: Page, name: string): Promise<void> {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('tab', { name }).click();
}

test('access cards: signed out, signed in without the role', async ({ page }) => {
  const userEmail = uniqueEmail('admin-e2e-user');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#main').getByRole('link', { name: 'Sign In' })).toBeVisible();

  await signUp(page, userEmail);
  await page.goto('/admin');
  // The dashboard's code is fetched on first use (not precached): allow a slow, loaded machine.
  await expect(page.getByRole('heading', { name: 'Super Admin Access Required' })).toBeVisible({
    timeout: 20_000,
  });
  const details = page.getByLabel('Access details');
  await expect(details).toContainText(userEmail);
  await expect(details).toContainText('user');
  await expect(page.locator('#main').getByRole('link', { name: 'Return to Home' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'System Overview' })).toHaveCount(0);
});

test('the super admin sees the dashboard, the overview and the refused visit in Recent Activity', async ({
  page,
  request,
}) => {
  // A refused visit of a plain user, then more than one page of activity after it: ten sign-ups.
  const refused = await request.post('/api/admin/access-attempts', {
    headers: await bearer(request, uniqueEmail('admin-e2e-refused')),
  });
  expect(await refused.json()).toEqual({ logged: true });
  for (let n = 0; n < 10; n++) {
    const res = await request.post('/api/auth/signup', {
      data: { email: uniqueEmail('admin-e2e-activity'), password: 'Clause!craft9' },
    });
    expect(res.status()).toBe(201);
  }
  await signInAsSuperAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Authorized Admin')).toBeVisible();
  for (const tab of [
    'System Overview',
    'User Management',
    'Promotions',
    'Content Management',
    'Maintenance Mode',
    'Settings & Security',
  ])
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  for (const card of ['Total Users', 'Contracts Created', 'Reviews Completed', 'Active Users'])
    await expect(page.getByLabel(card, { exact: true })).toHaveText(/^\d/);
  const activity = page.getByRole('list', { name: 'Recent Activity' });
  await expect(page.getByRole('navigation', { name: 'Recent Activity pages' })).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Recent Activity pages' });
  await expect(pages.getByLabel('Page 2')).toBeVisible();
  await expect(activity.getByRole('listitem')).toHaveCount(10);
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages.locator('.active')).toHaveText(/^2/);
  // Ten sign-ups (and possibly the super admin's) came after the refused visit, so it is on page 2.
  await expect(activity).toContainText('admin access refused');
  await pages.getByRole('button', { name: 'Previous' }).click();
  await expect(pages.locator('.active')).toHaveText(/^1/);
});

test('user management: search, role, suspend, unsuspend, delete', async ({ page, browser }) => {
  const userEmail = uniqueEmail('admin-e2e-managed');
  await signUpElsewhere(browser, userEmail);
  await signInAsSuperAdmin(page);
  await openTab(page, 'User Management');
  await page.getByLabel('Search users').fill(userEmail.toUpperCase());
  const row = page.getByRole('row', { name: new RegExp(userEmail) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('row')).toHaveCount(2);

  await row.getByLabel(`Role of ${userEmail}`).selectOption('admin');
  await expect(toast(page, 'User role updated')).toBeVisible();
  await expect(row.getByLabel(`Role of ${userEmail}`)).toHaveValue('admin');

  await row.getByRole('button', { name: 'Suspend' }).click();
  await expect(toast(page, 'User suspended')).toBeVisible();
  await expect(row.getByText('Suspended')).toBeVisible();
  await row.getByRole('button', { name: 'Unsuspend' }).click();
  await expect(toast(page, 'User unsuspended')).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();

  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toContainText('cannot be undone');
  await page.getByRole('button', { name: 'Delete user' }).click();
  await expect(toast(page, 'User deleted')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(userEmail) })).toHaveCount(0);
});

test('promotions: create with a code, redeem it on Buy Credits, see the redemption, delete', async ({
  page,
  browser,
}) => {
  const name = `E2E Spring ${runId()}`;
  const code = `E2E${runId().toUpperCase()}`;
  await signInAsSuperAdmin(page);
  await openTab(page, 'Promotions');
  await page.getByRole('button', { name: 'Create Promotion' }).click();
  const form = page.getByRole('form', { name: 'Promotion' });
  await expect(form.getByRole('button', { name: 'Save Promotion' })).toBeDisabled();
  await expect(form.getByLabel('Active')).toBeChecked();
  await expect(form.getByLabel('New users only')).toBeChecked();
  await expect(form.getByLabel('Auto-apply')).toBeChecked();
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Description').fill('Spring credits');
  await form.getByLabel('Credits Amount').fill('4');
  const today = new Date();
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  await form.getByLabel('Start Date').fill(iso(new Date(today.getTime() - 86_400_000)));
  await form.getByLabel('End Date').fill(iso(new Date(today.getTime() + 7 * 86_400_000)));
  await form.getByLabel('Promotion Code').fill(code);
  await form.getByLabel('New users only').uncheck();
  await form.getByRole('button', { name: 'Save Promotion' }).click();
  await expect(toast(page, 'Promotion created')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('0 / ∞');

  const other = await browser.newContext();
  const buyer = await other.newPage();
  await rememberCookieChoice(buyer);
  await signUp(buyer, uniqueEmail('admin-e2e-buyer'));
  await buyer.goto('/buy-credits');
  await buyer.getByRole('textbox', { name: 'Promotion code' }).fill(code.toLowerCase());
  await buyer.getByRole('button', { name: 'Redeem' }).click();
  await expect(toast(buyer, 'Promotion Redeemed')).toBeVisible();
  await expect(buyer.getByTestId('credit-balance')).toHaveText('7');
  await other.close();

  await page.reload();
  await page.getByRole('tab', { name: 'Promotions' }).click();
  await expect(row).toContainText('1 / ∞');
  await row.getByRole('button', { name: 'Stats' }).click();
  await expect(page.getByRole('dialog')).toContainText('Total credits awarded');
  await expect(page.getByRole('dialog')).toContainText('4 credits');
  await page.keyboard.press('Escape');
  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete promotion' }).click();
  await expect(toast(page, 'Promotion deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('content: SEO entry sets the served landing head; published post at /blog, draft never', async ({
  page,
  request,
}) => {
  // One SEO entry per page: remove the landing's entry a previous run left.
  const admin = await bearer(request);
  const entries = z
    .array(z.object({ id: z.string(), page: z.string() }))
    .parse(await (await request.get('/api/admin/seo-content', { headers: admin })).json());
  for (const entry of entries.filter((e) => e.page === '/' || e.page === 'home'))
    expect((await request.delete(`/api/admin/seo-content/${entry.id}`, { headers: admin })).ok()).toBe(true);
  const run = runId();
  const published = `E2E Published Post ${run}`;
  const draft = `E2E Draft Post ${run}`;
  const slug = (title: string) => title.toLowerCase().replaceAll(' ', '-');

  await signInAsSuperAdmin(page);
  await openTab(page, 'Content Management');
  await expect(page.getByRole('tab', { name: /Media Library/ })).toContainText('coming soon');
  const seo = page.getByRole('form', { name: 'SEO content' });
  await expect(seo.getByRole('button', { name: 'Save SEO Content' })).toBeDisabled();
  await seo.getByLabel('Page').fill('/');
  await seo.getByLabel('Title', { exact: true }).fill('Clausecraft: E2E Contracts');
  await expect(seo.getByText('26/60 characters')).toBeVisible();
  await seo.getByLabel('Description', { exact: true }).fill('Build contracts with E2E confidence.');
  await expect(seo.getByText('36/160 characters')).toBeVisible();
  await seo.getByLabel('Keywords').fill('contracts, e2e');
  await seo.getByLabel('Canonical URL').fill('https://clausecraft.example/');
  await seo.getByRole('button', { name: 'Save SEO Content' }).click();
  await expect(toast(page, 'SEO content created')).toBeVisible();

  const landing = await (await request.get('/')).text();
  expect(landing).toContain('<title>Clausecraft: E2E Contracts</title>');
  expect(landing).toContain('<meta name="description" content="Build contracts with E2E confidence.">');
  expect(landing).toContain('<meta name="keywords" content="contracts, e2e">');
  expect(landing).toContain('<link rel="canonical" href="https://clausecraft.example/">');
  expect(landing).toContain('<meta property="og:title" content="Clausecraft: E2E Contracts">');

  await page.getByRole('tab', { name: 'Blog Posts' }).click();
  for (const [title, publish] of [
    [published, true],
    [draft, false],
  ] as const) {
    await page.getByRole('button', { name: 'New Blog Post' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Create New Blog Post');
    await dialog.getByLabel('Title').fill(title);
    await expect(dialog.getByLabel('Slug')).toHaveValue(slug(title));
    await dialog.getByLabel('Excerpt').fill(`${title} excerpt`);
    await dialog
      .getByLabel('Content (Markdown supported)')
      .fill('## Section\n\n<script>alert(1)</script> **bold**');
    await dialog.getByLabel('Tags (comma-separated)').fill('e2e, , news ');
    if (publish) await dialog.getByLabel('Publish immediately').check();
    await dialog.getByRole('button', { name: 'Save Blog Post' }).click();
    await expect(toast(page, 'Blog post created')).toBeVisible();
  }
  const blog = await (await request.get('/blog')).text();
  expect(blog).toContain(published);
  expect(blog).not.toContain(draft);
  const post = await request.get(`/blog/${slug(published)}`);
  const html = await post.text();
  expect(html).toContain('<h2>Section</h2>');
  expect(html).toContain('<strong>bold</strong>');
  expect(html).not.toContain('<script>alert');
  expect((await request.get(`/blog/${slug(draft)}`)).status()).toBe(404);
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/blog/${slug(published)}`);
  await page.goto(`/blog/${slug(published)}`);
  await expect(page.getByRole('heading', { name: published })).toBeVisible();
});

test('maintenance on: another visitor sees the maintenance page, the admin keeps working; off again', async ({
  page,
  browser,
}) => {
  await signInAsSuperAdmin(page);
  await openTab(page, 'Maintenance Mode');
  const form = page.getByRole('form', { name: 'Maintenance mode' });
  await expect(form.getByLabel('Title')).toHaveValue('System Maintenance');
  await expect(form.getByLabel('Estimated Duration')).toHaveValue('30 minutes');
  await form.getByRole('button', { name: 'Enable Maintenance Mode' }).click();
  await expect(toast(page, 'Please fill in required fields')).toBeVisible();
  await expect(toast(page, 'Title and message are required')).toBeVisible();
  await form.getByLabel('Title').fill('E2E upgrade');
  await form.getByLabel('Message').fill('We are upgrading the database.');
  await form.getByRole('button', { name: 'Enable Maintenance Mode' }).click();
  await expect(toast(page, 'Maintenance mode enabled')).toBeVisible();
  await expect(page.getByText('Maintenance mode is ON')).toBeVisible();

  const other = await browser.newContext();
  const visitor = await other.newPage();
  try {
    await visitor.goto('/');
    // The prerendered landing paints first; the maintenance page replaces it once the app's gate has the status.
    await expect(visitor.getByText('E2E upgrade')).toBeVisible({ timeout: 20_000 });
    await expect(visitor.getByText('Under Maintenance')).toBeVisible();
  } finally {
    // Switched off whatever happened above, so a failure here does not put every later test behind maintenance.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('tab', { name: 'Maintenance Mode' }).click();
    await page.getByRole('button', { name: 'Disable Maintenance Mode' }).click();
    await expect(toast(page, 'Maintenance mode disabled')).toBeVisible();
  }

  await visitor.goto('/');
  // The first visit of a fresh context loads the app's chunks; on a busy machine that takes more than 5 s.
  await expect(visitor.getByRole('button', { name: 'Create My First Contract FREE' })).toBeVisible({
    timeout: 20_000,
  });
  await other.close();
});

test('attribution: a UTM landing, guest use, then sign-up is counted under its source and device', async ({
  page,
  browser,
}) => {
  const other = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const visitor = await other.newPage();
  await rememberCookieChoice(visitor);
  await visitor.goto('/?utm_source=e2e-newsletter&utm_medium=email&utm_campaign=spring&_geo=de');
  // The first visit of a fresh context loads the app's chunks; on a busy machine that takes more than 5 s.
  await expect(visitor.getByRole('button', { name: 'Create My First Contract FREE' })).toBeVisible({
    timeout: 20_000,
  });
  // The landing is prerendered HTML; the app (which records the first touch) starts after the first paint.
  await expect
    .poll(() => visitor.evaluate(() => localStorage.getItem('clausecraft.attribution')))
    .toContain('e2e-newsletter');
  await visitor.goto('/contract-review');
  await visitor.goto('/?utm_source=second-touch');
  const email = uniqueEmail('admin-e2e-attributed');
  await signUp(visitor, email);
  await expect
    .poll(() => visitor.evaluate(() => localStorage.getItem('clausecraft.attribution-sent')))
    .toBe('1');
  await other.close();

  await signInAsSuperAdmin(page);
  await page.goto('/admin');
  const sources = page.getByRole('table', { name: 'Sign-ups by source' });
  await expect(sources).toContainText('e2e-newsletter');
  await expect(sources).not.toContainText('second-touch');
  await expect(page.getByRole('table', { name: 'Sign-ups by device' })).toContainText(
    'desktop · large screen',
  );
});

test('failed verification shows its card, repeated failures block, success clears the count', async ({
  page,
}) => {
  await signInAsSuperAdmin(page);
  await page.route('**/api/admin/status', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"message":"down","code":"internal"}',
    }),
  );
  await page.goto('/admin');
  // The dashboard's code is fetched on demand and the session restored first: slow on a busy machine.
  const verdict = page.getByRole('heading', { name: /Access Verification Failed|Access Blocked/ });
  await expect(verdict).toBeVisible({ timeout: 20_000 });
  for (let i = 0; i < 3; i++) {
    if (await page.getByRole('heading', { name: 'Access Blocked' }).isVisible()) break;
    await page.reload();
    await expect(verdict).toBeVisible({ timeout: 20_000 });
  }
  await expect(page.getByRole('heading', { name: 'Access Blocked' })).toBeVisible();
  await expect(page.getByText('This incident has been logged.')).toBeVisible();
  await page.unroute('**/api/admin/status');
  await page.evaluate(() => sessionStorage.removeItem('clausecraft.admin-failed-verifications'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 20_000 });
});
