import type { Knex } from 'knex';
import type { Profile, ProfileUpdateBody } from '@shared-schema';
import type { AuthUser } from '../../app-context';
import type { Identity } from '../auth/identity';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
} from '../../errors';
import { isUniqueViolation } from '../auth/accounts-service';
import { toProfile, type UsersRepository } from './users-repository';
import { deleteAccountEverywhere } from './account-deletion';
import type { EmailVerificationService } from '../auth/email-verification-service';
import type { AuthThrottle } from '../auth/auth-throttle';
import { verifyCurrentPassword } from '../auth/current-password';

/** Each request holds at most 50 preferences; merged over time they are capped too (each value is small). */
const MAX_STORED_PREFERENCES = 100;

/** A profile update answers the profile; an e-mail change waits for the link mailed to the new address. */
export type ProfileUpdateResult = Profile & { pendingEmail?: string };

export class ProfileService {
  private readonly users: UsersRepository;

  constructor(
    private readonly deps: {
      db: Knex;
      users: UsersRepository;
      identity: Identity;
      superAdminEmail: string;
      recentLoginSeconds: number;
      verification: EmailVerificationService;
      throttle: AuthThrottle;
    },
  ) {
    this.users = deps.users;
  }

  async get(userId: string): Promise<Profile> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundError('No authenticated user found', 'user-not-found');
    return toProfile(user);
  }

  async update(userId: string, body: ProfileUpdateBody, ip: string): Promise<ProfileUpdateResult> {
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
    // A stolen 15-minute ID token must not be enough to take the account: the password proves the person,
    // and the new address must answer a mailed link before it replaces the old one (which is told).
    const changing = email.toLowerCase() !== existing.email.toLowerCase();
    if (changing && !existing.firebaseUid) {
      if (!body.currentPassword)
        throw new UnauthorizedError(
          'Enter your current password to change your e-mail address.',
          'requires-recent-login',
        );
      const account = existing.passwordHash
        ? { email: existing.email, passwordHash: existing.passwordHash }
        : undefined;
      // Throttled and locked like change-password: the same wrong tries count for both.
      if (!account || !(await verifyCurrentPassword(this.deps.throttle, account, body.currentPassword, ip)))
        throw new BadRequestError('Incorrect password', 'wrong-password');
      await this.deps.verification.requestEmailChange(existing, email);
    }
    try {
      const updated = await this.users.update(userId, {
        firstName: body.firstName,
        lastName: body.lastName,
        ...(!changing && { email }),
      });
      if (!updated) throw new NotFoundError('No authenticated user found', 'user-not-found');
      return changing ? { ...toProfile(updated), pendingEmail: email } : toProfile(updated);
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ConflictError('Email address is already in use', 'email-already-in-use');
      throw error;
    }
  }

  async updatePreferences(userId: string, preferences: Record<string, unknown>): Promise<Profile> {
    const updated = await this.users.mergePreferences(userId, preferences, MAX_STORED_PREFERENCES);
    if (!updated) {
      if (await this.users.findById(userId))
        throw new BadRequestError(
          `At most ${MAX_STORED_PREFERENCES} preferences are stored per account.`,
          'too-many-preferences',
        );
      throw new NotFoundError('No authenticated user found', 'user-not-found');
    }
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
