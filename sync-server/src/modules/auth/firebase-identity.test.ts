import { describe, expect, it } from 'vitest';
import type { VerifiedIdToken } from '../../adapters/identity/identity-provider';
import type { UserRecord } from '../users/users-repository';
import { createFirebaseIdentity } from './firebase-identity';

// The mapping of a Firebase user to an account when two of the person's first requests interleave: the emulator test
// sends five at once, and under load one of them once read the account the other had just created as someone else's.

const TOKEN: VerifiedIdToken = {
  subject: 'firebase-uid-1',
  email: 'ada@example.com',
  emailVerified: true,
  name: 'Ada Lovelace',
  authTime: 1,
  issuedAtMs: 1,
};

function userRecord(overrides: Partial<UserRecord>): UserRecord {
  return {
    id: 'account-1',
    email: 'ada@example.com',
    passwordHash: null,
    firebaseUid: 'firebase-uid-1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    profileImageUrl: null,
    role: 'user',
    isActive: true,
    preferences: {},
    lastLoginAt: null,
    emailVerifiedAt: new Date(0),
    tokensValidAfter: null,
    createdAt: new Date(0),
    ...overrides,
  };
}

/** A uid lookup taken before the other request's account existed; the e-mail lookup after it. */
function identityAfterTheOtherRequest(existing: UserRecord) {
  let created = 0;
  const identity = createFirebaseIdentity({
    provider: { kind: 'firebase', verify: () => Promise.resolve(TOKEN) },
    users: {
      findByFirebaseUid: () => Promise.resolve(undefined),
      findByEmail: () => Promise.resolve(existing),
      update: () => Promise.resolve(existing),
    },
    accounts: {
      roleFor: () => 'user',
      create: () => {
        created += 1;
        return Promise.resolve(existing);
      },
    },
  });
  return { identity, created: () => created };
}

describe('a Firebase user on first sight', () => {
  it("takes the account another of the person's first requests has just created", async () => {
    const { identity, created } = identityAfterTheOtherRequest(userRecord({}));
    await expect(identity.authenticate('token')).resolves.toMatchObject({ id: 'account-1' });
    expect(created()).toBe(0);
  });

  it("still refuses an address held by another person's account", async () => {
    const { identity } = identityAfterTheOtherRequest(userRecord({ firebaseUid: 'someone-else' }));
    await expect(identity.authenticate('token')).rejects.toMatchObject({
      status: 401,
      code: 'email-already-in-use',
    });
  });
});
