import type { Knex } from 'knex';
import type { Profile, ProfileUpdateBody } from '@shared-schema';
import type { AuthUser } from '../../app-context';
import type { Identity } from '../auth/identity';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../errors';
import { isUniqueViolation } from '../auth/accounts-service';
import { toProfile, UsersRepository } from './users-repository';
import { deleteAccountEverywhere } from './account-deletion';

export class ProfileService {
  private readonly users: UsersRepository;

  constructor(
    private readonly deps: {
      db: Knex;
      identity: Identity;
      superAdminEmail: string;
      recentLoginSeconds: number;
    },
  ) {
    this.users = new UsersRepository(deps.db);
  }

  async get(userId: string): Promise<Profile> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundError('No authenticated user found', 'user-not-found');
    return toProfile(user);
  }

  async update(userId: string, body: ProfileUpdateBody): Promise<Profile> {
    const existing = await this.users.findById(userId);
    if (!existing) throw new NotFoundError('No authenticated user found', 'user-not-found');
    const email = body.email;
    // The super-admin address grants the role, so nobody may move their account onto it.
    if (
      email.toLowerCase() === this.deps.superAdminEmail &&
      existing.email.toLowerCase() !== this.deps.superAdminEmail
    ) {
      throw new ForbiddenError('This e-mail address is reserved', 'permission-denied');
    }
    if (existing.firebaseUid && email.toLowerCase() !== existing.email.toLowerCase()) {
      throw new ForbiddenError(
        'Change your e-mail address with your sign-in provider',
        'operation-not-allowed',
      );
    }
    try {
      const updated = await this.users.update(userId, {
        firstName: body.firstName,
        lastName: body.lastName,
        email,
      });
      if (!updated) throw new NotFoundError('No authenticated user found', 'user-not-found');
      return toProfile(updated);
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ConflictError('Email address is already in use', 'email-already-in-use');
      throw error;
    }
  }

  async updatePreferences(userId: string, preferences: Record<string, unknown>): Promise<Profile> {
    const updated = await this.users.mergePreferences(userId, preferences);
    if (!updated) throw new NotFoundError('No authenticated user found', 'user-not-found');
    return toProfile(updated);
  }

  /** Deleting an account needs a sign-in within the last few minutes, as identity providers require. */
  async delete(user: AuthUser): Promise<void> {
    if (Date.now() / 1000 - user.authTime > this.deps.recentLoginSeconds) {
      throw new UnauthorizedError(
        'Please confirm your password to delete your account for security reasons.',
        'requires-recent-login',
      );
    }
    if (user.role === 'super_admin')
      throw new ForbiddenError('The super admin account cannot be deleted', 'permission-denied');
    const record = await this.users.findById(user.id);
    if (!record) throw new NotFoundError('No authenticated user found', 'user-not-found');
    await deleteAccountEverywhere({ users: this.users, identity: this.deps.identity }, record);
  }
}
