import { describe, expect, it } from 'vitest';
import { emailConfirmationPage } from './email-confirmation-page';

describe('the e-mail confirmation page', () => {
  it('is a styled page with the brand, the outcome and the way on, values escaped', () => {
    const page = emailConfirmationPage({
      ok: true,
      kind: 'verified',
      email: 'a<b>@example.com',
      superAdmin: false,
    });
    expect(page).toMatch(/<style>[^<]*\.card\{/);
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(page).toContain('<header><a href="/">Clausecraft</a></header>');
    expect(page).toContain('<h1>E-mail address confirmed</h1>');
    expect(page).toContain('a&#60;b&#62;@example.com is confirmed.');
    expect(page).toContain('<a class="btn" href="/">Open Clausecraft</a>');
  });

  it('says a link failed and leads to sign-in', () => {
    const page = emailConfirmationPage({ ok: false, message: 'This link has expired.' });
    expect(page).toContain('<div class="card failed" role="status">');
    expect(page).toContain('<h1>Link not valid</h1>');
    expect(page).toContain('<a class="btn" href="/auth">Go to sign in</a>');
  });
});
