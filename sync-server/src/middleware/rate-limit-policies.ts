/**
 * How often one caller may use the endpoints that cost us money (assistant and reviewer providers), send
 * e-mail to any address, or create accounts (each comes with free credits). The spec names no limits; these
 * leave room for real use (a guest conversation is 10 to 20 messages) and stop scripts. Signed-in calls
 * count per account, anonymous ones per IP address (behind a proxy set TRUST_PROXY so the client's address
 * is used). RATE_LIMIT_MULTIPLIER scales every number.
 */
export type RateLimitPolicy = {
  name: string;
  method: 'POST' | 'GET';
  path: RegExp;
  points: number;
  durationSeconds: number;
  per: 'ip' | 'user-or-ip';
};

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const RATE_LIMIT_POLICIES: readonly RateLimitPolicy[] = [
  {
    name: 'guest-chat',
    method: 'POST',
    path: /^\/api\/guest\/chat$/,
    points: 60,
    durationSeconds: 15 * MINUTE,
    per: 'ip',
  },
  {
    name: 'guest-review',
    method: 'POST',
    path: /^\/api\/guest\/review$/,
    points: 20,
    durationSeconds: HOUR,
    per: 'ip',
  },
  {
    name: 'assistant-chat',
    method: 'POST',
    path: /^\/api\/contracts\/[^/]+\/chat$/,
    points: 120,
    durationSeconds: 15 * MINUTE,
    per: 'user-or-ip',
  },
  {
    name: 'review-free',
    method: 'POST',
    path: /^\/api\/contracts\/review-free$/,
    points: 30,
    durationSeconds: HOUR,
    per: 'user-or-ip',
  },
  {
    name: 'upload',
    method: 'POST',
    path: /^\/api\/contracts\/upload$/,
    points: 60,
    durationSeconds: HOUR,
    per: 'user-or-ip',
  },
  {
    name: 'send-email',
    method: 'POST',
    path: /^\/api\/(contracts|contract-reviews)\/[^/]+\/send-email$/,
    points: 20,
    durationSeconds: HOUR,
    per: 'user-or-ip',
  },
  {
    name: 'support',
    method: 'POST',
    path: /^\/api\/support$/,
    points: 5,
    durationSeconds: HOUR,
    per: 'user-or-ip',
  },
  {
    name: 'password-reset',
    method: 'POST',
    path: /^\/api\/auth\/password-reset$/,
    points: 10,
    durationSeconds: HOUR,
    per: 'ip',
  },
  // Writes per account: enough for a person working all day, not for a script filling the database.
  {
    name: 'contract-create',
    method: 'POST',
    path: /^\/api\/contracts$/,
    points: 100,
    durationSeconds: HOUR,
    per: 'user-or-ip',
  },
  {
    name: 'sync-push',
    method: 'POST',
    path: /^\/api\/sync\/[^/]+\/v\d+\/push$/,
    points: 1200,
    durationSeconds: 15 * MINUTE,
    per: 'user-or-ip',
  },
  {
    name: 'guest-transfer',
    method: 'POST',
    path: /^\/api\/auth\/transfer-guest-data$/,
    points: 30,
    durationSeconds: HOUR,
    per: 'user-or-ip',
  },
  {
    name: 'signup',
    method: 'POST',
    path: /^\/api\/auth\/signup$/,
    points: 20,
    durationSeconds: HOUR,
    per: 'ip',
  },
  // Signature links (issue 29): a link is 256 random bits, so these stop scripts, not guessing.
  {
    name: 'signing-open',
    method: 'GET',
    path: /^\/api\/sign\/[^/]+$/,
    points: 60,
    durationSeconds: 15 * MINUTE,
    per: 'ip',
  },
  {
    name: 'signing-act',
    method: 'POST',
    path: /^\/api\/sign\/[^/]+\/(sign|decline)$/,
    points: 20,
    durationSeconds: 15 * MINUTE,
    per: 'ip',
  },
  {
    name: 'signature-verify',
    method: 'POST',
    path: /^\/api\/signatures\/verify$/,
    points: 30,
    durationSeconds: HOUR,
    per: 'ip',
  },
  // Each sends e-mail to addresses the sender chose.
  {
    name: 'signature-send',
    method: 'POST',
    path: /^\/api\/(contracts\/[^/]+\/signature-requests|signature-requests\/[^/]+\/remind)$/,
    points: 30,
    durationSeconds: HOUR,
    per: 'user-or-ip',
  },
];
