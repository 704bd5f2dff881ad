import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { AUTH_ERROR_MESSAGES, passwordPolicyError, type Profile } from '@shared-schema';
import { hashPassword, verifyPassword } from '../../adapters/identity/password-hasher';
import type { TokenSigner } from '../../adapters/identity/token-signer';
import type { Mailer } from '../../adapters/mail/mailer';
import { BadRequestError, ForbiddenError, UnauthorizedError } from '../../errors';
import { toProfile, type UsersRepository, type UserRecord } from '../users/users-repository';
import type { AccountsService } from './accounts-service';
import { ActionCodesRepository } from './action-codes-repository';
import type { AuthThrottle } from './auth-throttle';
import { verifyCurrentPassword } from './current-password';
import { RefreshTokensRepository, type RefreshTokenRecord } from './refresh-tokens-repository';
import { passwordResetMail } from './password-reset-mail';
import type { EmailVerificationService } from './email-verification-service';

export type IssuedSession = { idToken: string; expiresIn: number; user: Profile; refreshToken: string };

const RESET_CODE_TTL_MINUTES = 60;
/** How long after a refresh its old token may be presented again when its answer was lost. */
const LOST_ROTATION_GRACE_MS = 60_000;
const RESET_MAILS_PER_HOUR = 5;

function message(code: keyof typeof AUTH_ERROR_MESSAGES, fallback: string): string {
  return AUTH_ERROR_MESSAGES[code] ?? fallback;
}

/** The built-in e-mail + password identity: accounts, sessions with rotating refresh tokens, password reset. */
export class AuthService {
  private readonly users: UsersRepository;
  private readonly refreshTokens: RefreshTokensRepository;
  private readonly actionCodes: ActionCodesRepository;

  constructor(
    private readonly deps: {
      db: Knex;
      users: UsersRepository;
      signer: TokenSigner;
      accounts: AccountsService;
      throttle: AuthThrottle;
      mailer: Mailer;
      publicUrl: string;
      refreshTokenTtlDays: number;
      verification: EmailVerificationService;
      logger: Pick<Logger, 'error'>;
    },
  ) {
    this.users = deps.users;
    this.refreshTokens = new RefreshTokensRepository(deps.db);
    this.actionCodes = new ActionCodesRepository(deps.db);
  }

  async signup(email: string, password: string): Promise<IssuedSession> {
    const policyError = passwordPolicyError(password);
    if (policyError) throw new BadRequestError(policyError, 'password-does-not-meet-requirements');
    const user = await this.deps.accounts.create({ email, passwordHash: await hashPassword(password) });
    // The administrator address gets its role only from the link mailed to it (anyone can sign up with it).
    if (this.deps.accounts.roleFor(email) === 'super_admin')
      await this.deps.verification.sendVerification(user);
    return this.startSession(user);
  }

  async login(email: string, password: string, ip: string): Promise<IssuedSession> {
    // Counted before the hash; a failure simply keeps the reservation.
    const attempt = await this.deps.throttle.reserveAttempt(email, ip);
    const user = await this.users.findByEmail(email);
    if (!user) {
      throw new BadRequestError(
        message('user-not-found', 'No account found with this email'),
        'user-not-found',
      );
    }
    if (!user.passwordHash) {
      await attempt.release();
      throw new BadRequestError(
        'This account signs in with Google. Use "Continue with Google".',
        'operation-not-allowed',
      );
    }
    if (!(await verifyPassword(password, user.passwordHash))) {
      await attempt.failed();
      throw new BadRequestError(message('wrong-password', 'Incorrect password'), 'wrong-password');
    }
    await attempt.release();
    if (!user.isActive) throw new ForbiddenError('This account has been disabled', 'user-disabled');
    await this.deps.throttle.clearAccount(email);
    const role = this.deps.accounts.roleFor(user.email);
    if (role === 'super_admin' && !user.emailVerifiedAt) await this.deps.verification.sendVerification(user);
    const current =
      role === 'super_admin' && user.role !== 'super_admin' && user.emailVerifiedAt
        ? ((await this.users.update(user.id, { role })) ?? user)
        : user;
    return this.startSession(current);
  }

  async refresh(secret: string | undefined): Promise<IssuedSession> {
    const expired = () =>
      new UnauthorizedError('Your session has expired. Please sign in again.', 'user-token-expired');
    if (!secret) throw expired();
    const outcome = await this.deps.db.transaction(async (trx) => {
      const token = await this.refreshTokens.findForUpdate(secret, trx);
      if (!token || token.revoked_at || token.expires_at.getTime() <= Date.now()) throw expired();
      const current = token.rotated_at ? await this.lostRotation(token, trx) : token;
      if (!current) return { kind: 'reused' as const, familyId: token.family_id };
      const user = await this.users.findById(current.user_id, trx);
      if (!user) throw new UnauthorizedError('This account no longer exists', 'user-not-found');
      if (!user.isActive) throw new ForbiddenError('This account has been disabled', 'user-disabled');
      await this.refreshTokens.markRotated(current.id, trx);
      const refreshToken = await this.refreshTokens.issue(
        {
          userId: user.id,
          familyId: current.family_id,
          authTime: current.auth_time,
          ttlDays: this.deps.refreshTokenTtlDays,
        },
        trx,
      );
      return {
        kind: 'ok' as const,
        session: await this.session(
          user,
          Math.floor(current.auth_time.getTime() / 1000),
          refreshToken,
          current.family_id,
        ),
      };
    });
    if (outcome.kind === 'ok') return outcome.session;
    // A rotated token used again means it leaked: end every session of that sign-in.
    await this.refreshTokens.revokeFamily(outcome.familyId);
    throw expired();
  }

  /**
   * A rotated token presented again. Within a short grace after its rotation, and while the token that
   * replaced it was never used, the answer carrying the replacement was lost (the page navigated or the
   * connection dropped mid-refresh), so the browser still holds the old cookie: the replacement is rotated
   * instead and the device stays signed in. Otherwise the token leaked, and the caller ends the sign-in.
   */
  private async lostRotation(
    token: RefreshTokenRecord,
    trx: Knex.Transaction,
  ): Promise<RefreshTokenRecord | undefined> {
    if (!token.rotated_at || Date.now() - token.rotated_at.getTime() > LOST_ROTATION_GRACE_MS)
      return undefined;
    return this.refreshTokens.unusedSuccessor(token, trx);
  }

  async logout(secret: string | undefined): Promise<void> {
    if (!secret) return;
    const token = await this.refreshTokens.find(secret);
    // Revoking the sign-in's family also refuses its ID tokens (their `sid`); other devices stay signed in.
    if (token) await this.refreshTokens.revokeFamily(token.family_id);
  }

  /** Always succeeds from the caller's view, so the answer never reveals whether an account exists. */
  async requestPasswordReset(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user || !user.passwordHash || !user.isActive) return;
    if ((await this.actionCodes.countRecent(user.id, 60, 'password-reset')) >= RESET_MAILS_PER_HOUR) return;
    const code = await this.actionCodes.create(user.id, 'password-reset', RESET_CODE_TTL_MINUTES);
    const link = `${this.deps.publicUrl}/reset-password?token=${encodeURIComponent(code)}`;
    // A mail that cannot be sent must not answer differently from an unknown address (that would tell who has
    // an account); the operator learns of it from the error log instead (user id only, no address).
    try {
      await this.deps.mailer.send({ to: user.email, ...passwordResetMail(link, RESET_CODE_TTL_MINUTES) });
    } catch (error) {
      this.deps.logger.error({ err: error, userId: user.id }, 'password reset mail could not be sent');
    }
  }

  async confirmPasswordReset(code: string, password: string): Promise<void> {
    const policyError = passwordPolicyError(password);
    if (policyError) throw new BadRequestError(policyError, 'password-does-not-meet-requirements');
    const passwordHash = await hashPassword(password);
    const email = await this.deps.db.transaction(async (trx) => {
      const row = await this.actionCodes.findForUpdate(code, 'password-reset', trx);
      if (!row || row.used_at)
        throw new BadRequestError(
          'This password reset link is invalid or has already been used.',
          'invalid-action-code',
        );
      if (row.expires_at.getTime() <= Date.now()) {
        throw new BadRequestError(
          'This password reset link has expired. Please request a new one.',
          'expired-action-code',
        );
      }
      await this.actionCodes.markUsed(row.id, trx);
      const user = await this.users.update(row.user_id, { passwordHash }, trx);
      if (!user)
        throw new BadRequestError(
          'This password reset link is invalid or has already been used.',
          'invalid-action-code',
        );
      await this.refreshTokens.revokeAllForUser(user.id, trx);
      await this.users.update(user.id, { tokensValidAfter: new Date() }, trx);
      return user.email;
    });
    await this.deps.throttle.clearAccount(email);
  }

  /**
   * A signed-in user changes their own password: the current one is required (and throttled like a
   * sign-in); every other device's session ends, the one making the change stays signed in.
   */
  async changePassword(
    userId: string,
    change: { currentPassword: string; newPassword: string; ip: string; refreshSecret: string | undefined },
  ): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user?.passwordHash)
      throw new BadRequestError(
        'This account has no password here. Use the password reset e-mail of its sign-in provider.',
        'operation-not-allowed',
      );
    const account = { email: user.email, passwordHash: user.passwordHash };
    if (!(await verifyCurrentPassword(this.deps.throttle, account, change.currentPassword, change.ip)))
      throw new BadRequestError('The current password is incorrect', 'wrong-password');
    const policyError = passwordPolicyError(change.newPassword);
    if (policyError) throw new BadRequestError(policyError, 'password-does-not-meet-requirements');
    const passwordHash = await hashPassword(change.newPassword);
    const current = change.refreshSecret ? await this.refreshTokens.find(change.refreshSecret) : undefined;
    await this.deps.db.transaction(async (trx) => {
      await this.users.update(user.id, { passwordHash }, trx);
      await this.refreshTokens.revokeAllForUser(user.id, trx, current?.family_id);
    });
    await this.deps.throttle.clearAccount(user.email);
  }

  private async startSession(user: UserRecord): Promise<IssuedSession> {
    const authTime = new Date(Math.floor(Date.now() / 1000) * 1000);
    const familyId = randomUUID();
    const refreshToken = await this.refreshTokens.issue({
      userId: user.id,
      familyId,
      authTime,
      ttlDays: this.deps.refreshTokenTtlDays,
    });
    await this.users.update(user.id, { lastLoginAt: new Date() });
    return this.session(user, authTime.getTime() / 1000, refreshToken, familyId);
  }

  private async session(
    user: UserRecord,
    authTime: number,
    refreshToken: string,
    sessionId: string,
  ): Promise<IssuedSession> {
    const idToken = await this.deps.signer.sign({ userId: user.id, email: user.email, authTime, sessionId });
    return { idToken, expiresIn: this.deps.signer.ttlSeconds, user: toProfile(user), refreshToken };
  }
}
