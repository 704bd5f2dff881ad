import { describe, expect, it } from 'vitest';
import { isSideEffectFreeRead } from './side-effect-free-reads';

describe('isSideEffectFreeRead', () => {
  it('lets the audited GET reads run beside their account check', () => {
    for (const path of [
      '/api/credits',
      '/api/credit-transactions',
      '/api/contracts',
      '/api/contracts/0193f0a4-0000-7000-8000-000000000000',
      '/api/contracts/0193f0a4-0000-7000-8000-000000000000/messages',
      '/api/contract-reviews/0193f0a4-0000-7000-8000-000000000000',
      '/api/profile',
      '/api/auth/user',
      '/api/sync/contracts/1/pull',
    ])
      expect(isSideEffectFreeRead('GET', path), path).toBe(true);
    expect(isSideEffectFreeRead('HEAD', '/api/credits')).toBe(true);
  });

  it('keeps writes, streams, downloads and admin calls behind their account check', () => {
    for (const [method, path] of [
      ['POST', '/api/contracts'],
      ['PATCH', '/api/profile'],
      ['DELETE', '/api/contracts/0193f0a4-0000-7000-8000-000000000000'],
      ['POST', '/api/sync/contracts/1/push'],
      ['GET', '/api/sync/stream'],
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/logs/access'],
      ['GET', '/backups/x.json/download'],
      ['GET', '/api/logout'],
      ['GET', '/api/auth/confirm-email'],
      ['GET', '/api/contracts/a/b/c'],
      ['GET', '/api/credits/'],
    ] as const)
      expect(isSideEffectFreeRead(method, path), `${method} ${path}`).toBe(false);
  });
});
