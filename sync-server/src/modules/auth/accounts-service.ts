import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Role } from '@shared-schema';
import { ConflictError } from '../../errors';
import type { CreditsService } from '../credits/credits-service';
import type { UserRecord, UsersRepository } from '../users/users-repository';

export type AccountHooks = {
  /** Runs inside the sign-up transaction (promotions for new users hook in here). */
  onAccountCreated?: (user: UserRecord, trx: Knex) => Promise<void>;
};

/** Creates accounts for every identity provider: the user row, the credits balance and the free trial, at once. */
export class AccountsService {
  private readonly users: UsersRepository;
  private readonly hooks: AccountHooks[] = [];

  private readonly db: Knex;
  private readonly credits: CreditsService;
  private readonly superAdminEmail: string;

  constructor(deps: { db: Knex; users: UsersRepository; credits: CreditsService; superAdminEmail: string }) {
    ({ db: this.db, credits: this.credits, superAdminEmail: this.superAdminEmail } = deps);
    this.users = deps.users;
  }

  addHooks(hooks: AccountHooks): void {
    this.hooks.push(hooks);
  }

  /** At start-up: the configured address's account becomes super admin if it has proved the address. */
  async promoteConfiguredSuperAdmin(): Promise<void> {
    await this.users.settleSuperAdmin(this.superAdminEmail);
  }

  /** The role the address is configured for; an account gets it only once it proved the address. */
  roleFor(email: string): Role {
    return email.toLowerCase() === this.superAdminEmail ? 'super_admin' : 'user';
  }

  async create(input: {
    email: string;
    passwordHash: string | null;
    firebaseUid?: string;
    firstName?: string | null;
    lastName?: string | null;
    /** The identity provider has verified the address (Firebase); built-in sign-ups verify by e-mail. */
    emailVerified?: boolean;
  }): Promise<UserRecord> {
    try {
      return await this.db.transaction(async (trx) => {
        const user = await this.users.insert(
          {
            id: randomUUID(),
            email: input.email,
            passwordHash: input.passwordHash,
            firebaseUid: input.firebaseUid ?? null,
            firstName: input.firstName ?? null,
            lastName: input.lastName ?? null,
            role: input.emailVerified ? this.roleFor(input.email) : 'user',
            emailVerified: input.emailVerified ?? false,
          },
          trx,
        );
        await this.credits.openAccount(user.id, trx);
        for (const hook of this.hooks) await hook.onAccountCreated?.(user, trx);
        return user;
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ConflictError('Email address is already in use', 'email-already-in-use');
      throw error;
    }
  }
}

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
