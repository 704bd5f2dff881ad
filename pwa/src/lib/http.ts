import { getIdToken, reportAuthFailure } from './auth-bridge';
import { apiErrorBodyWire } from './wire-schemas';

/** A failed /api call. message is "<status>: <body text>" (spec 000 section 8); serverMessage is the body's message field. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly serverMessage: string | null;
  readonly body: unknown;

  constructor(status: number, text: string, body: unknown) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    const parsed = apiErrorBodyWire.safeParse(body);
    this.code = parsed.success ? parsed.data.code : null;
    this.serverMessage = parsed.success ? parsed.data.message : null;
  }
}

/**
 * A call not sent because the browser is offline (navigator.onLine is false). Sending it would only fail, and
 * the browser would log each failed request as an error; callers treat it like any network failure.
 */
export class OfflineError extends Error {
  constructor() {
    super('You are offline');
    this.name = 'OfflineError';
  }
}

/** The current ID token, for calls that cannot go through apiFetch (the sync event stream). */
export async function currentIdToken(): Promise<string | null> {
  try {
    return await getIdToken();
  } catch {
    return null;
  }
}

const SESSION_ENDING_CODES = new Set(['user-token-expired', 'user-disabled']);

export interface ApiRequest {
  path: string;
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
}

async function authorizationHeader(): Promise<Record<string, string>> {
  try {
    const token = await getIdToken();
    return token ? { Authorization: `Bearer ${token}` } : {};
  } catch (error) {
    // Spec 000 section 7: a token-fetch failure is logged and the request goes without authorization.
    // Offline it is expected (the session refreshes on the online event), so it is not an error then.
    if (navigator.onLine) console.error('Token fetch failed', error);
    return {};
  }
}

function parseJson(text: string): unknown {
  if (text.length === 0) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The ApiError for a non-OK response read outside apiFetch (file downloads, uploads). */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text();
  return new ApiError(response.status, text || response.statusText, parseJson(text));
}

/** Every own-API call: credentials, bearer token when signed in, JSON body; a non-OK answer throws ApiError. */
export async function apiFetch({ path, method = 'GET', body }: ApiRequest): Promise<unknown> {
  if (!navigator.onLine) throw new OfflineError();
  const headers: Record<string, string> = { Accept: 'application/json', ...(await authorizationHeader()) };
  // The token may have waited for a session refresh, during which the network can have gone.
  if (!navigator.onLine) throw new OfflineError();
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const parsed = parseJson(text);
  if (!response.ok) {
    const error = new ApiError(response.status, text || response.statusText, parsed);
    if (error.code && SESSION_ENDING_CODES.has(error.code) && error.status !== 400)
      reportAuthFailure(error.code);
    throw error;
  }
  return parsed;
}

/** The server's message for the user, else a fallback ("server message, else ..."). */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (isSerializedApiError(error)) return error.serverMessage ?? fallback;
  return fallback;
}

/** The plain-object form of ApiError kept in the Redux store. */
export interface SerializedApiError {
  status: number;
  message: string;
  code: string | null;
  serverMessage: string | null;
}

export function isSerializedApiError(value: unknown): value is SerializedApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    typeof value.status === 'number' &&
    'message' in value
  );
}

export function serializeApiError(error: unknown): SerializedApiError {
  if (error instanceof ApiError)
    return {
      status: error.status,
      message: error.message,
      code: error.code,
      serverMessage: error.serverMessage,
    };
  const message = error instanceof Error ? error.message : String(error);
  // status 0: the request never got an answer (offline, DNS, CORS).
  return { status: 0, message, code: null, serverMessage: null };
}

/** Status, message and body of any failure (ApiError, its serialised form in the store, or a plain error). */
export function errorParts(error: unknown): { status: number; message: string; body: unknown } {
  if (error instanceof ApiError) return { status: error.status, message: error.message, body: error.body };
  if (isSerializedApiError(error)) return { status: error.status, message: error.message, body: null };
  return { status: 0, message: error instanceof Error ? error.message : String(error), body: null };
}
