export function passwordResetMail(
  link: string,
  ttlMinutes: number,
): { subject: string; text: string; html: string } {
  const text = [
    'Hello,',
    '',
    'We received a request to reset the password of your Clausecraft account.',
    `Open this link within ${ttlMinutes} minutes to choose a new password:`,
    '',
    link,
    '',
    'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
    '',
    'The Clausecraft team',
  ].join('\n');
  const html = `<p>Hello,</p><p>We received a request to reset the password of your Clausecraft account.</p>
<p><a href="${link}">Choose a new password</a> (the link works for ${ttlMinutes} minutes).</p>
<p>If you did not ask for this, you can ignore this e-mail; your password stays the same.</p><p>The Clausecraft team</p>`;
  return { subject: 'Reset your Clausecraft password', text, html };
}
