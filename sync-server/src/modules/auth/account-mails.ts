type Mail = { subject: string; text: string; html: string };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function mail(subject: string, paragraphs: string[], link?: { href: string; label: string }): Mail {
  const text = [
    'Hello,',
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(link ? [link.href, ''] : []),
    'The Clausecraft team',
  ];
  const html = [
    '<p>Hello,</p>',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`] : []),
    '<p>The Clausecraft team</p>',
  ].join('\n');
  return { subject, text: text.join('\n'), html };
}

export function verifyAddressMail(link: string, ttlHours: number): Mail {
  return mail(
    'Confirm your Clausecraft e-mail address',
    [
      'This address is the administrator address of this Clausecraft installation.',
      `Open this link within ${ttlHours} hours to confirm that it is yours; the account then gets the administrator role:`,
    ],
    { href: link, label: 'Confirm my e-mail address' },
  );
}

export function confirmNewAddressMail(link: string, ttlHours: number): Mail {
  return mail(
    'Confirm your new Clausecraft e-mail address',
    [
      'You asked to sign in to Clausecraft with this e-mail address from now on.',
      `Open this link within ${ttlHours} hours to confirm it; until then your old address stays in use:`,
    ],
    { href: link, label: 'Confirm my new e-mail address' },
  );
}

export function addressChangeNoticeMail(newEmail: string): Mail {
  return mail('Your Clausecraft e-mail address is being changed', [
    `Someone signed in to your Clausecraft account asked to change its e-mail address to ${newEmail}. The change takes effect once that address is confirmed.`,
    'If this was not you, reset your password now and contact support: your account may be in someone else’s hands.',
  ]);
}
