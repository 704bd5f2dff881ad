import type { Knex } from 'knex';
import type { Profile, Role } from '@shared-schema';
import { z } from 'zod';

const userRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  password_hash: z.string().nullable(),
  firebase_uid: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  profile_image_url: z.string().nullable(),
  role: z.enum(['user', 'admin', 'super_admin']),
  is_active: z.boolean(),
  preferences: z.record(z.string(), z.unknown()),
  last_login_at: z.date().nullable(),
  email_verified_at: z.date().nullable(),
  tokens_valid_after: z.date().nullable(),
  created_at: z.date(),
  updated_at: z.date(),
});

export type UserRecord = {
  id: string;
  email: string;
  passwordHash: string | null;
  firebaseUid: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: Role;
  isActive: boolean;
  preferences: Record<string, unknown>;
  lastLoginAt: Date | null;
  /** When the user proved they own `email` (an e-mailed link, or Firebase's verification). */
  emailVerifiedAt: Date | null;
  /** ID tokens issued before this moment are refused (sign-out, password reset). */
  tokensValidAfter: Date | null;
  createdAt: Date;
};

function toRecord(row: unknown): UserRecord {
  const r = userRowSchema.parse(row);
  return {
    id: r.id,
    email: r.email,
    passwordHash: r.password_hash,
    firebaseUid: r.firebase_uid,
    firstName: r.first_name,
    lastName: r.last_name,
    profileImageUrl: r.profile_image_url,
    role: r.role,
    isActive: r.is_active,
    preferences: r.preferences,
    lastLoginAt: r.last_login_at,
    emailVerifiedAt: r.email_verified_at,
    tokensValidAfter: r.tokens_valid_after,
    createdAt: r.created_at,
  };
}

export function toProfile(user: UserRecord): Profile {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
    createdAt: user.createdAt.toISOString(),
    role: user.role,
    preferences: user.preferences,
    claims: { sub: user.id, first_name: user.firstName, last_name: user.lastName, email: user.email },
  };
}

export type NewUser = {
  id: string;
  email: string;
  passwordHash: string | null;
  firebaseUid?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  role: Role;
  emailVerified?: boolean;
};

export class UsersRepository {
  constructor(private readonly db: Knex) {}

  async findById(id: string, trx: Knex = this.db): Promise<UserRecord | undefined> {
    const row: unknown = await trx('users').where({ id }).first();
    return row ? toRecord(row) : undefined;
  }

  async findByEmail(email: string, trx: Knex = this.db): Promise<UserRecord | undefined> {
    const row: unknown = await trx('users').whereRaw('lower(email) = ?', [email.toLowerCase()]).first();
    return row ? toRecord(row) : undefined;
  }

  async findByFirebaseUid(uid: string, trx: Knex = this.db): Promise<UserRecord | undefined> {
    const row: unknown = await trx('users').where({ firebase_uid: uid }).first();
    return row ? toRecord(row) : undefined;
  }

  async insert(user: NewUser, trx: Knex = this.db): Promise<UserRecord> {
    const [row]: unknown[] = await trx('users')
      .insert({
        id: user.id,
        email: user.email,
        password_hash: user.passwordHash,
        firebase_uid: user.firebaseUid ?? null,
        first_name: user.firstName ?? null,
        last_name: user.lastName ?? null,
        role: user.role,
        email_verified_at: user.emailVerified ? trx.fn.now() : null,
      })
      .returning('*');
    return toRecord(row);
  }

  async update(
    id: string,
    fields: Partial<{
      email: string;
      firstName: string;
      lastName: string;
      passwordHash: string;
      role: Role;
      isActive: boolean;
      lastLoginAt: Date;
      firebaseUid: string;
      emailVerifiedAt: Date | null;
      tokensValidAfter: Date;
    }>,
    trx: Knex = this.db,
  ): Promise<UserRecord | undefined> {
    const [row]: unknown[] = await trx('users')
      .where({ id })
      .update({
        ...(fields.email !== undefined && { email: fields.email }),
        ...(fields.firstName !== undefined && { first_name: fields.firstName }),
        ...(fields.lastName !== undefined && { last_name: fields.lastName }),
        ...(fields.passwordHash !== undefined && { password_hash: fields.passwordHash }),
        ...(fields.role !== undefined && { role: fields.role }),
        ...(fields.isActive !== undefined && { is_active: fields.isActive }),
        ...(fields.lastLoginAt !== undefined && { last_login_at: fields.lastLoginAt }),
        ...(fields.firebaseUid !== undefined && { firebase_uid: fields.firebaseUid }),
        ...(fields.emailVerifiedAt !== undefined && { email_verified_at: fields.emailVerifiedAt }),
        ...(fields.tokensValidAfter !== undefined && { tokens_valid_after: fields.tokensValidAfter }),
        updated_at: trx.fn.now(),
      })
      .returning('*');
    return row ? toRecord(row) : undefined;
  }

  /** Merges, unless the stored preferences would then hold more than maxKeys keys (answers undefined). */
  async mergePreferences(
    id: string,
    preferences: Record<string, unknown>,
    maxKeys: number,
  ): Promise<UserRecord | undefined> {
    const [row]: unknown[] = await this.db('users')
      .where({ id })
      .andWhereRaw('(select count(*) from jsonb_object_keys(preferences || ?::jsonb)) <= ?', [
        JSON.stringify(preferences),
        maxKeys,
      ])
      .update({
        preferences: this.db.raw('preferences || ?::jsonb', [JSON.stringify(preferences)]),
        updated_at: this.db.fn.now(),
      })
      .returning('*');
    return row ? toRecord(row) : undefined;
  }

  /** Removes the account; contracts, messages, reviews, credits and tokens go with it (ON DELETE CASCADE). */
  async delete(id: string): Promise<boolean> {
    return this.db.transaction(async (trx) => {
      await trx('support_requests').where({ user_id: id }).delete();
      return (await trx('users').where({ id }).delete()) > 0;
    });
  }

  /**
   * Exactly one super admin: the account whose verified address is the configured one (anyone can sign up
   * with it, so only a proven address counts). Any other holder of the role, such as the administrator
   * before SUPER_ADMIN_EMAIL changed, becomes a plain user; its tokens lose admin access with the role.
   */
  async settleSuperAdmin(email: string): Promise<void> {
    const address = email.toLowerCase();
    await this.db.transaction(async (trx) => {
      await trx('users')
        .where({ role: 'super_admin' })
        .andWhere((q) => q.whereRaw('lower(email) <> ?', [address]).orWhereNull('email_verified_at'))
        .update({ role: 'user' });
      await trx('users')
        .whereRaw('lower(email) = ?', [address])
        .whereNotNull('email_verified_at')
        .update({ role: 'super_admin' });
    });
  }
}
