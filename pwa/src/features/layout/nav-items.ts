/** Top navigation (spec 000 section 1); match lists the paths that highlight the item. */
export const NAV_ITEMS = [
  {
    label: 'Contract Builder',
    to: '/contract-builder',
    description: 'Create new contracts with AI assistance',
    match: ['/contract-builder'],
  },
  {
    label: 'Contract Review',
    to: '/contract-review',
    description: 'Get expert review of your contracts',
    match: ['/contract-review'],
  },
  {
    label: 'My Documents',
    to: '/documents',
    description: 'Track and manage your contract history',
    match: ['/documents', '/my-documents'],
  },
  {
    label: 'Pricing',
    to: '/buy-credits',
    description: 'View pricing plans and buy credits',
    match: ['/buy-credits'],
  },
] as const;

export function isNavItemActive(pathname: string, match: readonly string[]): boolean {
  return match.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
