import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { SupportRequest } from '@shared-schema';
import type { Mailer } from '../../adapters/mail/mailer';
import { SupportRepository } from './support-repository';

/** Support requests: stored, then e-mailed to the support address with the sender as Reply-To. */
export class SupportService {
  private readonly repo: SupportRepository;

  constructor(private readonly deps: { db: Knex; mailer: Mailer; supportEmail: string; logger: Logger }) {
    this.repo = new SupportRepository(deps.db);
  }

  async submit(userId: string | null, request: SupportRequest): Promise<{ id: string }> {
    const id = randomUUID();
    await this.repo.insert({ id, userId, ...request });
    // The request is stored first, so a mail failure loses nothing; it is logged for the team to follow up.
    try {
      await this.deps.mailer.send({
        to: this.deps.supportEmail,
        replyTo: request.email,
        subject: `Support request from ${request.name}`,
        text: `From: ${request.name} <${request.email}>\nUser: ${userId ?? 'not signed in'}\nRequest: ${id}\n\n${request.message}`,
      });
      await this.repo.markEmailed(id);
    } catch (error) {
      this.deps.logger.error({ err: error, supportRequestId: id }, 'support e-mail failed');
    }
    return { id };
  }
}
