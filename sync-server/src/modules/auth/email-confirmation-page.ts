import type { ConfirmOutcome } from './email-verification-service';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The small page a confirmation link opens: what happened, and the way back into the app. */
export function emailConfirmationPage(outcome: ConfirmOutcome): string {
  const title = outcome.ok ? 'E-mail address confirmed' : 'Link not valid';
  const body = outcome.ok
    ? outcome.kind === 'email-changed'
      ? `Your account now signs in with ${escapeHtml(outcome.email)}.`
      : `${escapeHtml(outcome.email)} is confirmed.${outcome.superAdmin ? ' This account is now the administrator.' : ''}`
    : escapeHtml(outcome.message);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · Clausecraft</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem"><h1>${title}</h1><p>${body}</p><p><a href="/">Open Clausecraft</a></p></body></html>`;
}
