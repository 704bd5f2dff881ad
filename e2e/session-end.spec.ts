import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { z } from 'zod';
import { PASSWORD, rememberCookieChoice, signIn, signUp, uniqueEmail } from './helpers';

// Issue 15 item 17: however a session ends, the user's contracts, messages and reviews leave this browser's
// IndexedDB (RxDB keeps one database per user, stored by Dexie as `rxdb-dexie-clausecraft-user-<id>--...`).

async function userDatabases(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await indexedDB.databases())
      .map((db) => db.name ?? '')
      .filter((name) => name.includes('clausecraft-user-')),
  );
}

async function tokenOf(request: APIRequestContext, email: string, password = PASSWORD): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.status()).toBe(200);
  return z.object({ idToken: z.string() }).parse(await res.json()).idToken;
}

/** Signs up, stores a contract with its chat on the server and waits until both are in the local database. */
async function signUpWithSyncedContract(page: Page, request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('leaver');
  await rememberCookieChoice(page);
  await signUp(page, email);
  const token = await tokenOf(request, email);
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/contracts', { data: { name: 'Private NDA' }, headers });
  expect(created.status()).toBe(201);
  const { id } = z.object({ id: z.string() }).parse(await created.json());
  const message = await request.post(`/api/contracts/${id}/messages`, {
    data: { role: 'user', content: 'A secret worth keeping' },
    headers,
  });
  expect(message.status()).toBe(201);
  await page.getByRole('link', { name: 'My Documents' }).first().click();
  await expect(page.getByTestId('document-card').locator('h2')).toHaveText(['Private NDA'], {
    timeout: 15_000,
  });
  await expect.poll(() => userDatabases(page)).not.toEqual([]);
  await expect.poll(() => localContracts(page)).toEqual(['Private NDA']);
  return email;
}

/** Contract names in any user database still on this origin (read straight from IndexedDB). */
async function localContracts(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names: string[] = [];
    for (const info of await indexedDB.databases()) {
      const name = info.name ?? '';
      if (!name.includes('clausecraft-user-') || !name.endsWith('--contracts')) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const get = db.transaction(store).objectStore(store).getAll();
          get.onsuccess = () => resolve(get.result);
          get.onerror = () => reject(get.error);
        });
        for (const row of rows)
          if (typeof row === 'object' && row !== null && 'name' in row && typeof row.name === 'string')
            names.push(row.name);
      }
      db.close();
    }
    return names;
  });
}

async function expectNoUserData(page: Page): Promise<void> {
  await expect.poll(() => userDatabases(page), { timeout: 15_000 }).toEqual([]);
}

test('signing out from the menu removes the local documents', async ({ page, request }) => {
  await signUpWithSyncedContract(page, request);
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Create My First Contract FREE' })).toBeVisible();
  await expectNoUserData(page);
});

test("Account Settings' Sign Out (a plain link to /api/logout) removes the local documents", async ({
  page,
  request,
}) => {
  await signUpWithSyncedContract(page, request);
  await page.goto('/account');
  await page.getByRole('link', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Create My First Contract FREE' })).toBeVisible();
  await expectNoUserData(page);
});

test('signing out in one tab removes the documents and ends the session in the other tabs', async ({
  context,
  page,
  request,
}) => {
  await signUpWithSyncedContract(page, request);
  const other = await context.newPage();
  await other.goto('/documents');
  await expect(other.getByTestId('document-card').locator('h2')).toHaveText(['Private NDA'], {
    timeout: 15_000,
  });

  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expectNoUserData(page);
  await expectNoUserData(other);
  await expect(other.getByTestId('document-card')).toHaveCount(0, { timeout: 10_000 });
  await expect(other.getByRole('button', { name: 'My Account' })).toHaveCount(0);
});

test('a session ended by the server (password changed elsewhere) removes the documents', async ({
  page,
  request,
}) => {
  const email = await signUpWithSyncedContract(page, request);
  // Another device changes the password: every other sign-in ends, this page's tokens included.
  const token = await tokenOf(request, email);
  const changed = await request.post('/api/auth/change-password', {
    data: { currentPassword: PASSWORD, newPassword: 'Another!pass7' },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(changed.status()).toBe(200);
  // The next call of this page (an in-app navigation, no reload) learns that the session is over.
  await page.evaluate(() => {
    history.pushState({}, '', '/transactions');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expectNoUserData(page);
  await expect(page.getByRole('button', { name: 'My Account' })).toHaveCount(0);
});

test('deleting the account removes the documents', async ({ page, request }) => {
  await signUpWithSyncedContract(page, request);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete Account' }).click();
  await expect(page.getByText('Account deleted')).toBeVisible();
  await expectNoUserData(page);
});

test('signing in again after sign-out brings the documents back from the server', async ({
  page,
  request,
}) => {
  const email = await signUpWithSyncedContract(page, request);
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expectNoUserData(page);
  await signIn(page, email);
  await page.getByRole('link', { name: 'My Documents' }).first().click();
  await expect(page.getByTestId('document-card').locator('h2')).toHaveText(['Private NDA'], {
    timeout: 15_000,
  });
});
