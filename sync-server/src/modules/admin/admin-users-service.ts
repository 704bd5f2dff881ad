import type { Knex } from 'knex';
import type { AdminUser, Role } from '@shared-schema';
import type { AuthUser } from '../../app-context';
import type { Identity } from '../auth/identity';
import { ForbiddenError, NotFoundError } from '../../errors';
import type { ActivityService } from '../activity/activity-service';
import type { UsersRepository } from '../users/users-repository';
import { deleteAccountEverywhere } from '../users/account-deletion';
import { AdminUsersRepository } from './admin-users-repository';

/**
 * The super admin's actions on accounts (spec 001 sections 4 and 6). Super admins cannot be suspended,
 * deleted or have their role changed here (that role follows SUPER_ADMIN_EMAIL), nor can anyone be made one;
 * an admin cannot delete itself. Every action is audited with who did it.
 */
export class AdminUsersService {
  readonly list: AdminUsersRepository;
  private readonly users: UsersRepository;

  constructor(
    private readonly deps: {
      db: Knex;
      users: UsersRepository;
      identity: Identity;
      activity: ActivityService;
    },
  ) {
    this.list = new AdminUsersRepository(deps.db);
    this.users = deps.users;
  }

  private async target(id: string): Promise<AdminUser> {
    const user = await this.list.get(id);
    if (!user) throw new NotFoundError('User not found', 'user-not-found');
    return user;
  }

  async setRole(actor: AuthUser, userId: string, role: Role): Promise<AdminUser> {
    const target = await this.target(userId);
    if (role === 'super_admin')
      throw new ForbiddenError(
        'The super_admin role belongs only to the configured super-admin account',
        'permission-denied',
      );
    if (target.role === 'super_admin')
      throw new ForbiddenError("A super admin's role cannot be changed", 'permission-denied');
    await this.users.update(userId, { role });
    await this.audit(actor, 'user_role_changed', target, `${target.email}: ${target.role} -> ${role}`);
    return this.target(userId);
  }

  async setActive(actor: AuthUser, userId: string, isActive: boolean): Promise<AdminUser> {
    const target = await this.target(userId);
    if (target.role === 'super_admin')
      throw new ForbiddenError('Super admin accounts cannot be suspended', 'permission-denied');
    await this.users.update(userId, { isActive });
    await this.audit(actor, isActive ? 'user_unsuspended' : 'user_suspended', target, target.email);
    return this.target(userId);
  }

  async delete(actor: AuthUser, userId: string): Promise<void> {
    if (userId === actor.id)
      throw new ForbiddenError('You cannot delete your own account here', 'permission-denied');
    const target = await this.target(userId);
    if (target.role === 'super_admin')
      throw new ForbiddenError('Super admin accounts cannot be deleted', 'permission-denied');
    const record = await this.users.findById(userId);
    if (!record) throw new NotFoundError('User not found', 'user-not-found');
    await deleteAccountEverywhere({ users: this.users, identity: this.deps.identity }, record);
    await this.audit(actor, 'user_deleted', target, `${target.email} (${target.id}) and all their data`);
  }

  private audit(actor: AuthUser, action: string, target: AdminUser, what: string): Promise<void> {
    return this.deps.activity.record({
      action,
      userId: actor.id,
      userEmail: actor.email,
      details: `${what}; target ${target.id}`,
    });
  }
}
