/** Errors the error middleware turns into `{message, code, ...extra}` with their status. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, code = 'invalid-argument', extra: Record<string, unknown> = {}) {
    super(400, code, message, extra);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Authentication required', code = 'unauthenticated') {
    super(401, code, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do this', code = 'permission-denied') {
    super(403, code, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found', code = 'not-found') {
    super(404, code, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code = 'conflict') {
    super(409, code, message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(413, 'payload-too-large', message);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message = 'Send the request body as JSON (Content-Type: application/json)') {
    super(415, 'unsupported-media-type', message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message: string) {
    super(429, 'too-many-requests', message);
  }
}

const credits = (n: number) => `${n} credit${Math.abs(n) === 1 ? '' : 's'}`;

export class InsufficientCreditsError extends AppError {
  constructor(currentCredits: number, requiredCredits: number) {
    super(
      402,
      'insufficient-credits',
      `Insufficient credits. You have ${credits(currentCredits)}, but need ${credits(requiredCredits)}.`,
      {
        currentCredits,
        requiredCredits,
      },
    );
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message: string, code = 'unavailable', extra: Record<string, unknown> = {}) {
    super(503, code, message, extra);
  }
}
