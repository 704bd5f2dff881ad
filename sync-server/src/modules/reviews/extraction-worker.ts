import { parentPort } from 'node:worker_threads';
import { z } from 'zod';
import { AppError } from '../../errors';
import { extractText } from './text-extractor';

// Runs the ordinary extractor in a worker thread with its own heap (see isolated-text-extractor.ts):
// a document that expands past that heap kills this thread, never the server.

const requestSchema = z.object({ buf: z.instanceof(Uint8Array), filename: z.string() });

export type ExtractionReply =
  { ok: true; text: string } | { ok: false; status: number; code: string; message: string };

parentPort?.once('message', (raw: unknown) => {
  const port = parentPort;
  if (!port) return;
  const request = requestSchema.parse(raw);
  const buf = Buffer.from(request.buf.buffer, request.buf.byteOffset, request.buf.byteLength);
  extractText(buf, request.filename).then(
    (text) => port.postMessage({ ok: true, text } satisfies ExtractionReply),
    (error: unknown) => {
      const reply: ExtractionReply =
        error instanceof AppError
          ? { ok: false, status: error.status, code: error.code, message: error.message }
          : {
              ok: false,
              status: 422,
              code: 'unreadable-file',
              message: 'The file could not be read. Open it in Word, save it again and retry.',
            };
      port.postMessage(reply);
    },
  );
});
