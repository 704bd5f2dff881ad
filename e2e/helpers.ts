import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { z } from 'zod';
import { E2E_DATA_DIR } from '../playwright.config';

export const OUTBOX = path.resolve(E2E_DATA_DIR, 'outbox');
export const PASSWORD = 'Clause!craft9';

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Stops the cookie banner from covering controls in tests that are not about it. */
export async function rememberCookieChoice(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('clausecraft.cookie-consent', 'declined'));
}

export async function signUp(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/auth?tab=signup');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account Created')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
}

/** A new account signed up in a browser context of its own, closed afterwards (the test's page stays as it was). */
export async function signUpElsewhere(browser: Browser, email: string): Promise<void> {
  const other = await browser.newContext();
  try {
    const page = await other.newPage();
    await rememberCookieChoice(page);
    await signUp(page, email);
  } finally {
    await other.close();
  }
}

/** The newest .eml file in the outbox whose text mentions this address, after `since`. */
export async function waitForMail(to: string, since: number): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const files = safeList(OUTBOX)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => path.join(OUTBOX, name))
      .filter((file) => statSync(file).mtimeMs >= since)
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      if (text.includes(to)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No e-mail to ${to} in ${OUTBOX}`);
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** The reset link, with quoted-printable soft breaks and =3D undone. */
export function extractResetLink(mail: string): string {
  const decoded = mail.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const match = decoded.match(/https?:\/\/[^\s"'<>]+\/reset-password\?token=[A-Za-z0-9._~%-]+/);
  if (!match) throw new Error('No reset link in the e-mail');
  return match[0];
}

/** The server's SUPER_ADMIN_EMAIL (default in docs/configuration.md); the e2e server does not override it. */
export const SUPER_ADMIN_EMAIL = process.env.SUPER_ADMIN_EMAIL ?? 'admin@clausecraft.app';

export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
}

/**
 * Signs this page in as the super admin, creating the account on first use. The one place browser tests
 * obtain a super admin, so a future rule for the role (e.g. a verified e-mail) changes only here.
 */
export async function signInAsSuperAdmin(page: Page): Promise<void> {
  await ensureVerifiedSuperAdmin(page.request);
  await page.context().clearCookies();
  await signIn(page, SUPER_ADMIN_EMAIL);
}

/**
 * The one way browser tests get a super admin: create the account of SUPER_ADMIN_EMAIL through the API
 * (or sign in to it when an earlier test did), open the verification link the server mailed to it, and
 * hand back the credentials for the sign-in form. The role is granted only after that link.
 */
export async function ensureVerifiedSuperAdmin(
  request: APIRequestContext,
  password = PASSWORD,
): Promise<{ email: string; password: string }> {
  const email = SUPER_ADMIN_EMAIL;
  const since = Date.now();
  const signup = await request.post('/api/auth/signup', { data: { email, password } });
  if (signup.status() !== 201) {
    const login = await request.post('/api/auth/login', { data: { email, password } });
    if (login.status() !== 200) throw new Error(`super admin sign-in failed: ${login.status()}`);
    const { idToken } = z.object({ idToken: z.string() }).parse(await login.json());
    const status = await request.get('/api/admin/status', {
      headers: { authorization: `Bearer ${idToken}` },
    });
    if (z.object({ isSuperAdmin: z.boolean() }).parse(await status.json()).isSuperAdmin)
      return { email, password };
  }
  const mail = (await waitForMail(email, since)).replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const link = /\/api\/auth\/confirm-email\?code=[A-Za-z0-9._~%-]+/.exec(mail)?.[0];
  if (!link) throw new Error('No verification link in the super admin e-mail');
  const confirmed = await request.get(link);
  if (confirmed.status() !== 200) throw new Error(`verification failed: ${confirmed.status()}`);
  return { email, password };
}

// Chromium 150 with Playwright 1.65: after context.setOffline(true), documents loaded later (a reload,
// a link) still read navigator.onLine === true, although their requests fail as offline. The document
// that was open when the network went is right, and so is every document on a real device. These two
// helpers keep navigator.onLine in step for documents loaded while offline: a context init script reads
// a localStorage flag that goOffline sets and goOnline clears; on reconnecting, a document loaded while
// offline gets the 'online' event the browser does not send it (the browser thought it online all along).
const OFFLINE_FLAG = 'e2e-offline';
const patchedContexts = new WeakSet<BrowserContext>();

export async function goOffline(context: BrowserContext): Promise<void> {
  if (!patchedContexts.has(context)) {
    patchedContexts.add(context);
    await context.addInitScript((flag: string) => {
      if (localStorage.getItem(flag) !== '1') return;
      const real = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')?.get;
      Reflect.set(window, 'e2eLoadedOffline', true);
      Object.defineProperty(Navigator.prototype, 'onLine', {
        configurable: true,
        get(this: Navigator) {
          return localStorage.getItem(flag) === '1' ? false : (real?.call(this) ?? true);
        },
      });
    }, OFFLINE_FLAG);
  }
  for (const page of context.pages()) {
    await page.evaluate((flag) => localStorage.setItem(flag, '1'), OFFLINE_FLAG);
  }
  await context.setOffline(true);
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.setOffline(false);
  for (const page of context.pages()) {
    await page.evaluate((flag) => {
      localStorage.removeItem(flag);
      if (Reflect.get(window, 'e2eLoadedOffline') === true) {
        Reflect.set(window, 'e2eLoadedOffline', false);
        window.dispatchEvent(new Event('online'));
      }
    }, OFFLINE_FLAG);
  }
}

/** A visitor becomes a guest from the landing page and starts a named draft; the greeting is shown. */
export async function startGuestDraft(page: Page, name: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Create My First Contract FREE' }).click();
  // The header's 'Guest' badge sits in the collapsed menu on small screens; the home page says it at every width.
  await expect(page.getByText(/exploring as a guest/)).toBeVisible({ timeout: 30_000 });
  await page.goto('/contract-builder');
  await page.getByRole('textbox', { name: 'Contract Name' }).fill(name);
  await page.getByRole('button', { name: 'Start Building' }).click();
  await expect(page.locator('[data-role="assistant"]')).toHaveCount(1, { timeout: 30_000 });
}

/** The user's ID token from the sign-in API, for checking the server's side of a test. */
export async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return z.object({ idToken: z.string() }).parse(await res.json()).idToken;
}

/** Reloads until the service worker controls the page, so the app opens offline too. */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}
