import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { IsolatedTextExtractor } from './isolated-text-extractor';
import { makeDocx, makeLargeDocx, upload } from './test-support/upload-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('hostile documents cannot crash or stall the server', () => {
  it('refuses a docx whose document XML expands far (ratio under the zip-bomb cap) before expanding it', async () => {
    const docx = makeLargeDocx(16);
    expect(docx.length).toBeLessThan(10 * 1024 * 1024);
    const res = await upload(server.url, docx, 'huge.docx');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      code: 'payload-too-large',
      message: expect.stringMatching(/unreasonable size/),
    });
    expect((await server.request('/api/config')).status).toBe(200);
  });

  it('reads a large document off the event loop: other requests answer while it is extracted', async () => {
    const docx = makeLargeDocx(8);
    const order: string[] = [];
    const uploading = upload(server.url, docx, 'large.docx').then((res) => {
      order.push('upload');
      return res;
    });
    // Give the upload time to arrive and start extracting, then ask for something else.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const config = await server.request('/api/config');
    order.push('config');
    const res = await uploading;
    expect(config.status).toBe(200);
    expect(order).toEqual(['config', 'upload']);
    // Its text is far beyond what a review takes: a clear 413, not a crash.
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ message: expect.stringMatching(/limit for a review/) });
  });

  it('a document that needs more memory than the worker has is refused with 413, the process survives', async () => {
    const extractor = new IsolatedTextExtractor({
      maxHeapMb: 24,
      timeoutMs: 60_000,
      concurrency: 1,
      maxQueued: 1,
    });
    const error = await extractor.extract(makeLargeDocx(3), 'big.docx').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 413 });
    // The same extractor still works for the next, ordinary document.
    expect(await extractor.extract(await makeDocx(['A short agreement.']), 'ok.docx')).toBe(
      'A short agreement.',
    );
  });

  it('a document that takes too long is stopped with 422', async () => {
    const extractor = new IsolatedTextExtractor({
      maxHeapMb: 1024,
      timeoutMs: 50,
      concurrency: 1,
      maxQueued: 1,
    });
    const error = await extractor.extract(makeLargeDocx(1), 'slow.docx').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422, message: expect.stringMatching(/too long/) });
  });
});
