import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { rememberCookieChoice, signInAsSuperAdmin } from './helpers';

// Issue 25 item 10: the title and description an admin sets for a page are what the browser shows once the app
// runs, on the page it starts on and after navigating inside the app to another page with an entry.

const ENTRIES = [
  { page: '/refund', title: 'E2E Refunds Explained', description: 'How E2E refunds work.' },
  { page: '/disclaimer', title: 'E2E Disclaimer Title', description: 'What E2E does not promise.' },
] as const;

async function openSeoPanel(page: Page): Promise<void> {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('tab', { name: 'Content Management' }).click();
}

/** The app has run its head effect: it adds the Twitter card tag, which the served HTML does not carry. */
async function appHeadApplied(page: Page): Promise<void> {
  await expect(page.locator('meta[name="twitter:card"]')).toHaveCount(1, { timeout: 40_000 });
}

test("the page's active SEO entry stays once the app runs, and is applied after a navigation", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await rememberCookieChoice(page);
  await signInAsSuperAdmin(page);
  await openSeoPanel(page);
  const form = page.getByRole('form', { name: 'SEO content' });
  const table = page.getByRole('table', { name: 'SEO entries' });
  const rowOf = (title: string) => table.getByRole('row').filter({ hasText: title });
  const remove = async (title: string) => {
    await rowOf(title).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Delete SEO content' }).click();
    await expect(rowOf(title)).toHaveCount(0);
  };
  // A retried run finds the entries of the first one.
  await expect(form.getByRole('button', { name: 'Save SEO Content' })).toBeVisible();
  for (const entry of ENTRIES) if ((await rowOf(entry.title).count()) > 0) await remove(entry.title);
  for (const entry of ENTRIES) {
    await form.getByLabel('Page').fill(entry.page);
    await form.getByLabel('Title', { exact: true }).fill(entry.title);
    await form.getByLabel('Description', { exact: true }).fill(entry.description);
    await form.getByRole('button', { name: 'Save SEO Content' }).click();
    await expect(page.locator('.toast').getByText('SEO content created', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Page')).toHaveValue('');
  }

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await rememberCookieChoice(visitor);
  await visitor.goto(ENTRIES[0].page);
  await appHeadApplied(visitor);
  await expect(visitor.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(visitor).toHaveTitle(ENTRIES[0].title);
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    ENTRIES[0].description,
  );

  // Inside the app: to a page with no entry (the app's own title), then to the other entry's page.
  await visitor.locator('footer').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(visitor).toHaveURL(/\/terms$/);
  await expect(visitor).toHaveTitle(/Terms.*\| Clausecraft/);
  await visitor.locator('footer').getByRole('link', { name: 'Disclaimer' }).click();
  await expect(visitor).toHaveURL(/\/disclaimer$/);
  await expect(visitor).toHaveTitle(ENTRIES[1].title);
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    ENTRIES[1].description,
  );
  await visitor.goBack();
  await visitor.goBack();
  await expect(visitor).toHaveURL(new RegExp(`${ENTRIES[0].page}$`));
  await expect(visitor).toHaveTitle(ENTRIES[0].title);
  await visitorContext.close();

  // Leave no entries behind for the other specs.
  for (const entry of ENTRIES) await remove(entry.title);
});
