import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { z } from 'zod';
import { rememberCookieChoice, signUp, tokenOf, uniqueEmail } from './helpers';

// These tests go offline: the service worker serves the app then (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Contract versions (issue 28): History lists, compares, restores and downloads with tracked changes. Two devices
// changing a contract offline: versions-two-devices.spec.ts here, and the server's randomized convergence test
// (sync-convergence.test.ts).

const CONTENT = `SERVICE AGREEMENT

This Agreement is made between [INSERT CLIENT NAME] (the "Client") and Jane Doe (the "Provider").

1. SERVICES

The Provider will design and build the Client's website.

2. PAYMENT

The Client will pay [INSERT PAYMENT AMOUNT] within thirty (30) days of each invoice.
`;

async function openPage(browser: Browser, width = 1280): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await rememberCookieChoice(page);
  return page;
}

/** A generated contract and two versions of it (the server's sync API, as a device pushes them). */
async function contractWithTwoVersions(request: APIRequestContext, token: string): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const placeholders = { 'CLIENT NAME': 'Acme LLC', 'PAYMENT AMOUNT': '$2,500' };
  const created = await request.post('/api/contracts', {
    headers,
    data: {
      name: 'Website build',
      status: 'in-progress',
      type: 'service-agreement',
      content: CONTENT,
      placeholders,
    },
  });
  expect(created.status()).toBe(201);
  const contractId = z.object({ id: z.string() }).parse(await created.json()).id;
  const version = (n: number, content: string, values: Record<string, string>, summary: string) => ({
    id: crypto.randomUUID(),
    contractId,
    deviceId: 'e2e-device',
    authorKind: n === 1 ? 'assistant' : 'person',
    cause: n === 1 ? 'generation' : 'details',
    content,
    placeholders: values,
    summary,
    restoredFrom: null,
    createdAt: new Date(Date.now() - (3 - n) * 60_000).toISOString(),
    _deleted: false,
  });
  const first = version(
    1,
    CONTENT.replace('design and build', 'design, build and host'),
    { ...placeholders, 'PAYMENT AMOUNT': '$1,900' },
    'First draft',
  );
  const second = version(2, CONTENT, placeholders, 'Payment amount: $1,900 → $2,500');
  const pushed = await request.post('/api/sync/versions/v1/push', {
    headers,
    data: [first, second].map((newDocumentState) => ({ assumedMasterState: null, newDocumentState })),
  });
  expect(pushed.status()).toBe(200);
  return contractId;
}

async function openHistory(page: Page, contractId: string): Promise<void> {
  await page.goto(`/contract-builder/${contractId}`);
  await expect(page.getByRole('heading', { name: 'Website build' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /^History \(\d+\)$/ })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: /^History/ }).click();
}

for (const width of [375, 1280]) {
  test(`two versions compared word by word at ${width} px`, async ({ browser, request }) => {
    const email = uniqueEmail(`versions-${width}`);
    const page = await openPage(browser, width);
    await signUp(page, email);
    const contractId = await contractWithTwoVersions(request, await tokenOf(request, email));
    await openHistory(page, contractId);
    await expect(page.getByTestId('version-item')).toHaveCount(2);
    await page.getByRole('button', { name: 'Compare' }).click();
    const redline = page.getByRole('region', { name: 'Redline from version 1 to version 2' });
    await expect(redline.locator('del').first()).toBeVisible();
    await expect(
      redline
        .locator('ins', { hasText: '2,500' })
        .or(redline.locator('ins', { hasText: '500' }))
        .first(),
    ).toBeVisible();
    await expect(redline.locator('del', { hasText: 'host' })).toHaveCount(1);
    await expect(page.getByTestId('changed-facts')).toContainText('Payment amount: $1,900 → $2,500');
    // Nothing runs off a phone's screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await page.context().close();
  });
}

test('restore makes a new version, and the tracked-changes download carries w:ins and w:del', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('versions-restore');
  const page = await openPage(browser);
  await signUp(page, email);
  const contractId = await contractWithTwoVersions(request, await tokenOf(request, email));
  await openHistory(page, contractId);
  await page.getByRole('button', { name: 'Open version 1' }).click();
  await expect(page.getByRole('document', { name: 'Text of version 1' })).toContainText(
    'design, build and host',
  );
  await expect(page.getByTestId('tracked-download-cost')).toContainText('credits');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download .docx with changes since version 1' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toContain('changes since version 1');
  const zip = await JSZip.loadAsync(await readFile(await file.path()));
  const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
  expect(xml).toMatch(/<w:ins [^>]*w:author="Clausecraft"/);
  expect(xml).toMatch(/<w:del [^>]*w:author="Clausecraft"/);

  await page.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByTestId('version-item')).toHaveCount(3);
  await expect(page.getByTestId('version-item').first()).toContainText('Restored version 1');
  await page.context().close();
});
