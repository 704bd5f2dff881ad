import { AppError, BadRequestError } from '../../errors';

/** 415: the file is not one of the accepted kinds (by extension or by content). */
export class UnsupportedFileError extends AppError {
  constructor(message: string) {
    super(415, 'unsupported-file-type', message);
  }
}

/** 422: the file claims to be a document we accept, but it cannot be read. */
export class UnreadableFileError extends AppError {
  constructor(message: string) {
    super(422, 'unreadable-file', message);
  }
}

export function emptyFileError(): BadRequestError {
  return new BadRequestError('The uploaded file is empty.', 'empty-file');
}
