import type { Knex } from 'knex';
import type { Mailer } from '../../adapters/mail/mailer';
import { ConflictError } from '../../errors';
import type { UserRecord, UsersRepository } from '../users/users-repository';
import type { AccountsService } from './accounts-service';
import { isUniqueViolation } from './accounts-service';
import { ActionCodesRepository } from './action-codes-repository';
import { addressChangeNoticeMail, confirmNewAddressMail, verifyAddressMail } from './account-mails';

const LINK_TTL_HOURS = 24;
const MAILS_PER_HOUR = 5;

export type ConfirmOutcome =
  | { ok: true; kind: 'verified' | 'email-changed'; email: string; superAdmin: boolean }
  | { ok: false; message: string };

/**
 * E-mailed links that prove a person owns an address: the super-admin address before it gets its role,
 * and a new address before an e-mail change takes effect. One link, one use, 24 hours.
 */
export class EmailVerificationService {
  private readonly users: UsersRepository;
  private readonly codes: ActionCodesRepository;

  constructor(
    private readonly deps: {
      db: Knex;
      users: UsersRepository;
      mailer: Mailer;
      accounts: AccountsService;
      publicUrl: string;
    },
  ) {
    this.users = deps.users;
    this.codes = new ActionCodesRepository(deps.db);
  }

  private link(code: string): string {
    return `${this.deps.publicUrl}/api/auth/confirm-email?code=${encodeURIComponent(code)}`;
  }

  /** Sends a verification link to the account's own address (at most five an hour). */
  async sendVerification(user: UserRecord): Promise<void> {
    if (user.emailVerifiedAt) return;
    if ((await this.codes.countRecent(user.id, 60, 'verify-email')) >= MAILS_PER_HOUR) return;
    const code = await this.codes.create(
      user.id,
      'verify-email',
      LINK_TTL_HOURS * 60,
      user.email.toLowerCase(),
    );
    await this.deps.mailer.send({ to: user.email, ...verifyAddressMail(this.link(code), LINK_TTL_HOURS) });
  }

  /** The new address gets a confirmation link; the old one is told. Nothing changes until the link is used. */
  async requestEmailChange(user: UserRecord, newEmail: string): Promise<void> {
    if (await this.users.findByEmail(newEmail))
      throw new ConflictError('Email address is already in use', 'email-already-in-use');
    if ((await this.codes.countRecent(user.id, 60, 'change-email')) >= MAILS_PER_HOUR)
      throw new ConflictError(
        'Too many e-mail changes were requested. Please try again in an hour.',
        'too-many-requests',
      );
    const code = await this.codes.create(user.id, 'change-email', LINK_TTL_HOURS * 60, newEmail);
    await this.deps.mailer.send({ to: newEmail, ...confirmNewAddressMail(this.link(code), LINK_TTL_HOURS) });
    await this.deps.mailer.send({ to: user.email, ...addressChangeNoticeMail(newEmail) });
  }

  async confirm(code: string): Promise<ConfirmOutcome> {
    const invalid: ConfirmOutcome = {
      ok: false,
      message: 'This link is invalid, has expired or has already been used.',
    };
    try {
      return await this.deps.db.transaction(async (trx): Promise<ConfirmOutcome> => {
        const verifyRow = await this.codes.findForUpdate(code, 'verify-email', trx);
        const row = verifyRow ?? (await this.codes.findForUpdate(code, 'change-email', trx));
        if (!row || row.used_at || row.expires_at.getTime() <= Date.now() || !row.payload) return invalid;
        const user = await this.users.findById(row.user_id, trx);
        if (!user) return invalid;
        await this.codes.markUsed(row.id, trx);
        const changing = row.payload.toLowerCase() !== user.email.toLowerCase();
        // A verification link proves the address it was sent to; it says nothing once the account moved on.
        if (verifyRow && changing) return invalid;
        const email = row.payload;
        const superAdmin = this.deps.accounts.roleFor(email) === 'super_admin';
        // The role follows the configured address: an administrator moving to another address gives it up.
        const role = superAdmin ? 'super_admin' : user.role === 'super_admin' ? 'user' : undefined;
        await this.users.update(
          user.id,
          {
            ...(changing && { email }),
            emailVerifiedAt: new Date(),
            ...(role && { role }),
          },
          trx,
        );
        return { ok: true, kind: changing ? 'email-changed' : 'verified', email, superAdmin };
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { ok: false, message: 'Email address is already in use' };
      throw error;
    }
  }
}
