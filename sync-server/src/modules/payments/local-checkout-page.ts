import type { CreditPackage } from '@shared-schema';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/**
 * The built-in hosted checkout page. No script (the CSP allows none inline): plain forms post the choice,
 * and a meta refresh sends the browser to the timeout address when the session expires.
 */
export function renderLocalCheckoutPage(input: {
  checkoutId: string;
  pkg: CreditPackage;
  amountCents: number;
  expiresAt: Date;
  now: Date;
}): string {
  const { checkoutId, pkg } = input;
  const base = `/api/payments/test-checkout/${encodeURIComponent(checkoutId)}`;
  const secondsLeft = Math.max(0, Math.ceil((input.expiresAt.getTime() - input.now.getTime()) / 1000));
  const price = `$${(input.amountCents / 100).toFixed(2)}${pkg.recurring === 'monthly' ? ' per month' : ''}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="${secondsLeft};url=${base}/timeout">
<title>TEST MODE checkout - Clausecraft</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1d2433; }
  .banner { background: #ffb020; color: #1d2433; font-weight: 700; text-align: center; padding: .75rem; letter-spacing: .05em; }
  main { max-width: 28rem; margin: 2rem auto; background: #fff; border-radius: .75rem; padding: 1.5rem; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 1.4rem; margin-top: 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .4rem 1rem; }
  dt { color: #5b6475; } dd { margin: 0; font-weight: 600; }
  form { margin: .5rem 0; } button { width: 100%; padding: .75rem; border-radius: .5rem; border: 1px solid #c9ced8; background: #fff; font-size: 1rem; cursor: pointer; }
  button.pay { background: #1f6feb; border-color: #1f6feb; color: #fff; font-weight: 700; }
  .note { color: #5b6475; font-size: .875rem; }
</style>
</head>
<body>
<div class="banner" role="alert">TEST MODE - no real card is charged</div>
<main>
  <h1>Clausecraft test checkout</h1>
  <p class="note">This page stands in for a hosted card checkout. Choose what the payment should do.</p>
  <dl>
    <dt>Package</dt><dd data-testid="package">${escapeHtml(pkg.title)}</dd>
    <dt>Credits</dt><dd>${pkg.credits}</dd>
    <dt>Amount</dt><dd>${escapeHtml(price)}</dd>
  </dl>
  <form method="post" action="${base}/pay"><button class="pay" type="submit">Pay ${escapeHtml(price)}</button></form>
  <form method="post" action="${base}/decline"><button type="submit">Simulate a declined card</button></form>
  <form method="post" action="${base}/cancel"><button type="submit">Cancel and return</button></form>
  <p class="note">This checkout times out in ${escapeHtml(minutesText(secondsLeft))} if you do nothing.</p>
</main>
</body>
</html>`;
}

/** 'about 30 minutes', 'less than a minute': people read a duration, not a UTC timestamp. */
function minutesText(seconds: number): string {
  if (seconds < 60) return 'less than a minute';
  const minutes = Math.round(seconds / 60);
  return `about ${minutes} minute${minutes === 1 ? '' : 's'}`;
}
