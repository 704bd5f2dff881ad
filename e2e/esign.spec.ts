import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { z } from 'zod';
import { OUTBOX, PASSWORD, rememberCookieChoice, signUp, uniqueEmail } from './helpers';

// Issue 29: a sender and two signers in their own browsers (phone and desktop widths), through to the e-mailed
// signed PDF; then the decline and void paths on the same contract.

const TEXT = [
  'WEBSITE SERVICES AGREEMENT',
  '',
  '1. Services. The provider builds a five-page website for the client.',
  '2. Fee. The client pays 2,400 dollars within 30 days of delivery.',
  '',
  'CLIENT',
  'Signature: ______________________________',
  'Name: Ann Client',
  'Date: ______________________________',
  '',
  'SERVICE PROVIDER',
  'Signature: ______________________________',
  'Name: Sam Provider',
  'Date: ______________________________',
].join('\n');

/** The newest mail to `to` whose text contains `marker`, written after `since`, soft line breaks undone. */
async function mailTo(to: string, marker: string, since: number): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        const files = readdirSync(OUTBOX)
          .filter((name) => name.endsWith('.eml'))
          .map((name) => path.join(OUTBOX, name))
          .filter((file) => statSync(file).mtimeMs >= since)
          .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
        for (const file of files) {
          const text = readFileSync(file, 'utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=3D/gi, '=');
          if (text.includes(`To: ${to}`) && text.includes(marker)) found = text;
          if (found) break;
        }
        return found !== '';
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found;
}

function signingPath(mail: string): string {
  const match = /\/sign\/[A-Za-z0-9_-]{43}/.exec(mail);
  if (!match) throw new Error('No signing link in the e-mail');
  return match[0];
}

async function finalizedPaidContract(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  const token = z.object({ idToken: z.string() }).parse(await login.json()).idToken;
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/contracts', {
    headers,
    data: { name: 'Website services', status: 'in-progress', content: TEXT, aiConfidence: 90 },
  });
  expect(created.status()).toBe(201);
  const id = z.object({ id: z.string() }).parse(await created.json()).id;
  expect((await request.post(`/api/contracts/${id}/finalize`, { headers })).status()).toBe(200);
  expect((await request.post(`/api/contracts/${id}/download`, { headers })).status()).toBe(200);
  return id;
}

async function browserAt(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await rememberCookieChoice(page);
  return page;
}

async function sendFromMyDocuments(page: Page, contractId: string, emails: [string, string]): Promise<void> {
  await page.goto('/documents');
  const card = page.locator(`[data-document-id="${contractId}"]`);
  await card.getByRole('button', { name: 'Send for signature' }).click();
  const dialog = page.getByRole('form', { name: 'Send for signature' });
  await expect(dialog.getByLabel('Name').first()).toHaveValue('Ann Client');
  await expect(dialog.getByLabel('Signs for').nth(1)).toHaveValue('SERVICE PROVIDER');
  await dialog.getByLabel('E-mail').first().fill(emails[0]);
  await dialog.getByLabel('E-mail').nth(1).fill(emails[1]);
  await expect(dialog.getByTestId('signature-cost')).toContainText('included in your download');
  await dialog.getByRole('button', { name: 'Send for signature' }).click();
  await expect(card.getByTestId('signature-status')).toContainText('Out for signature (0/2)');
}

test('two signers sign on a phone and a desktop; everyone gets the sealed PDF; decline and void close requests', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const senderEmail = uniqueEmail('sender');
  const ann = uniqueEmail('ann');
  const sam = uniqueEmail('sam');
  const sender = await browserAt(browser, 1280);
  await signUp(sender, senderEmail);
  const contractId = await finalizedPaidContract(request, senderEmail);
  const card = sender.locator(`[data-document-id="${contractId}"]`);

  let since = Date.now() - 1000;
  await sendFromMyDocuments(sender, contractId, [ann, sam]);

  const phone = await browserAt(browser, 375);
  await phone.goto(signingPath(await mailTo(ann, 'Please sign', since)));
  await expect(phone.getByTestId('signing-document')).toContainText('WEBSITE SERVICES AGREEMENT', {
    timeout: 30_000,
  });
  const phoneWidth = await phone.evaluate(() => document.documentElement.scrollWidth);
  expect(phoneWidth).toBeLessThanOrEqual(375);
  await phone.getByLabel(/I agree to sign this document electronically/).check();
  await expect(phone.getByTestId('typed-preview')).toHaveText('Ann Client');
  await phone.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(phone.getByRole('heading', { name: 'Thank you, you have signed' })).toBeVisible();

  const desktop = await browserAt(browser, 1280);
  await desktop.goto(signingPath(await mailTo(sam, 'Please sign', since)));
  await expect(desktop.getByTestId('signing-document')).toBeVisible({ timeout: 30_000 });
  await desktop.getByLabel(/I agree to sign this document electronically/).check();
  await desktop.getByRole('button', { name: 'Draw' }).click();
  const pad = desktop.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('no signature pad');
  await desktop.mouse.move(box.x + 20, box.y + 100);
  await desktop.mouse.down();
  await desktop.mouse.move(box.x + 120, box.y + 40, { steps: 8 });
  await desktop.mouse.move(box.x + 220, box.y + 110, { steps: 8 });
  await desktop.mouse.up();
  await desktop.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(desktop.getByText('Everyone has signed.')).toBeVisible();

  for (const to of [senderEmail, ann, sam]) {
    const mail = await mailTo(to, 'Subject: Signed by everyone', since);
    expect(mail).toContain('Content-Type: application/pdf');
    expect(mail).toContain('Website services (signed).pdf');
  }
  await sender.reload();
  await expect(card.getByTestId('signature-status')).toContainText('Signed');
  await expect(card.getByRole('button', { name: 'Signed PDF' })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Delete/ })).toBeDisabled();

  // Void the signed request, send again, and let the client decline.
  sender.once('dialog', (dialog) => void dialog.accept('New price agreed'));
  await card.getByRole('button', { name: 'Void' }).click();
  await expect(card.getByTestId('signature-status')).toContainText('Voided');
  since = Date.now() - 500;
  await sendFromMyDocuments(sender, contractId, [ann, sam]);
  await phone.goto(signingPath(await mailTo(ann, 'Please sign', since)));
  await phone.getByRole('button', { name: 'Decline' }).click();
  await phone.getByLabel('Why do you decline?').fill('The fee is too high');
  await phone.getByRole('button', { name: 'Decline to sign' }).click();
  await expect(phone.getByRole('heading', { name: 'You declined to sign' })).toBeVisible();
  await sender.reload();
  await expect(card.getByTestId('signature-status')).toContainText('Declined');

  // Send once more and void it: the provider's link now says so.
  since = Date.now() - 500;
  await sendFromMyDocuments(sender, contractId, [ann, sam]);
  const samLink = signingPath(await mailTo(sam, 'Please sign', since));
  sender.once('dialog', (dialog) => void dialog.accept('Wrong contract'));
  await card.getByRole('button', { name: 'Void' }).click();
  await expect(card.getByTestId('signature-status')).toContainText('Voided');
  await desktop.goto(samLink);
  await expect(desktop.getByRole('heading', { name: 'This signature request was cancelled' })).toBeVisible();
  await expect(desktop.getByText('Wrong contract')).toBeVisible();
});
