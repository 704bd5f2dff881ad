import Router from '@koa/router';
import multer from '@koa/multer';
import { MulterError } from 'multer';
import { z } from 'zod';
import { LIMITS, type UploadResponse } from '@shared-schema';
import type { AppMiddleware, AppState } from '../../app-context';
import { BadRequestError, PayloadTooLargeError } from '../../errors';
import { IsolatedTextExtractor } from './isolated-text-extractor';

const MAX_MB = LIMITS.uploadMaxBytes / (1024 * 1024);

const uploadedFileSchema = z.object({ originalname: z.string(), buffer: z.instanceof(Buffer) });

/** Multer's failures as our 4xx errors; files stay in memory (10 MB at most) and never touch the disk. */
function singleFile(): AppMiddleware {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 5, fieldSize: 1024 },
  }).single('file');
  return async (ctx, next) => {
    try {
      await upload(ctx, async () => undefined);
    } catch (error) {
      if (error instanceof MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE')
          throw new PayloadTooLargeError(
            `The file is larger than ${MAX_MB}MB. Please upload a file of up to ${MAX_MB}MB.`,
          );
        if (error.code === 'LIMIT_UNEXPECTED_FILE')
          throw new BadRequestError('Send one contract file in the form field "file".', 'invalid-upload');
        throw new BadRequestError(`The upload was refused: ${error.message}.`, 'invalid-upload');
      }
      throw new BadRequestError(
        'The upload could not be read. Send the file as multipart/form-data in the field "file".',
        'invalid-upload',
      );
    }
    await next();
  };
}

/** Refuses what is not multipart, or is declared larger than an acceptable file, before reading the body. */
const multipartWithinLimit: AppMiddleware = async (ctx, next) => {
  if (!ctx.is('multipart'))
    throw new BadRequestError('Send the file as multipart/form-data in the field "file".', 'invalid-upload');
  const declared = Number(ctx.get('content-length'));
  // Refused before reading: the multipart overhead is small, so a body this large cannot hold an acceptable file.
  if (Number.isFinite(declared) && declared > LIMITS.uploadMaxBytes + 64 * 1024)
    throw new PayloadTooLargeError(
      `The file is larger than ${MAX_MB}MB. Please upload a file of up to ${MAX_MB}MB.`,
    );
  await next();
};

/** The middlewares of a route that takes one contract file (field "file") with the upload limits. */
export function contractFileUpload(): AppMiddleware[] {
  return [multipartWithinLimit, singleFile()];
}

/** The file a contractFileUpload() route received, or null. */
export function receivedFile(ctx: { request: object }): { buffer: Buffer; originalname: string } | null {
  // @koa/multer puts the file on ctx.request.file, which Koa's types do not declare.
  const file = uploadedFileSchema.safeParse(Reflect.get(ctx.request, 'file'));
  return file.success ? file.data : null;
}

/** POST /api/contracts/upload: open to guests too; answers the extracted text, stores nothing. */
export function uploadRoutes(extractor = new IsolatedTextExtractor()): Router<AppState> {
  const router = new Router<AppState>();
  router.post('/api/contracts/upload', ...contractFileUpload(), async (ctx) => {
    const file = receivedFile(ctx);
    if (!file)
      throw new BadRequestError(
        'No file was received. Choose a DOC, DOCX or TXT file and send it in the field "file".',
        'no-file',
      );
    const body: UploadResponse = { text: await extractor.extract(file.buffer, file.originalname) };
    ctx.body = body;
  });
  return router;
}
