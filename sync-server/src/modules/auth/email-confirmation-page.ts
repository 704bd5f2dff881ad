import type { ConfirmOutcome } from './email-verification-service';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// The app's look (brand blue, Bootstrap's type scale and card) without loading the app: the page is served alone.
const STYLE = `*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;flex-direction:column;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#212529;background:#f8f9fa;line-height:1.5}
header{background:#fff;border-bottom:1px solid #dee2e6;padding:.9rem 1.25rem}header a{color:#1d4ed8;font-weight:700;font-size:1.25rem;text-decoration:none}
main{flex:1;display:flex;align-items:flex-start;justify-content:center;padding:3rem 1rem}
.card{background:#fff;border:1px solid #dee2e6;border-radius:.5rem;box-shadow:0 .125rem .25rem rgba(0,0,0,.075);max-width:30rem;width:100%;padding:2rem;text-align:center}
.icon{width:3rem;height:3rem;border-radius:50%;display:inline-flex;align-items:center;justify-content:center;font-size:1.5rem;font-weight:700;margin-bottom:1rem}
.ok .icon{background:#d1e7dd;color:#0a3622}.failed .icon{background:#f8d7da;color:#58151c}
h1{font-size:1.5rem;margin:0 0 .75rem}p{margin:0 0 1.5rem;color:#495057;overflow-wrap:anywhere}
.btn{display:inline-block;background:#1d4ed8;color:#fff;border-radius:.375rem;padding:.6rem 1.25rem;text-decoration:none;font-weight:500}
.btn:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}footer{color:#6c757d;font-size:.85rem;text-align:center;padding:1rem}`;

/** The small page a confirmation link opens: what happened, and the way back into the app. */
export function emailConfirmationPage(outcome: ConfirmOutcome): string {
  const title = outcome.ok ? 'E-mail address confirmed' : 'Link not valid';
  const body = outcome.ok
    ? outcome.kind === 'email-changed'
      ? `Your account now signs in with ${escapeHtml(outcome.email)}.`
      : `${escapeHtml(outcome.email)} is confirmed.${outcome.superAdmin ? ' This account is now the administrator.' : ''}`
    : escapeHtml(outcome.message);
  const [action, href] = outcome.ok ? ['Open Clausecraft', '/'] : ['Go to sign in', '/auth'];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · Clausecraft</title>
<link rel="icon" href="/icons/favicon-32.png" sizes="32x32" type="image/png">
<style>${STYLE}</style>
</head>
<body>
<header><a href="/">Clausecraft</a></header>
<main>
<div class="card ${outcome.ok ? 'ok' : 'failed'}" role="status">
<div class="icon" aria-hidden="true">${outcome.ok ? '&#10003;' : '!'}</div>
<h1>${title}</h1>
<p>${body}</p>
<a class="btn" href="${href}">${action}</a>
</div>
</main>
<footer>Clausecraft provides contract tools, not legal advice.</footer>
</body>
</html>`;
}
