import type { Knex } from 'knex';

/** knex for support_requests: a request is stored first, and marked once it was e-mailed. */
export class SupportRepository {
  constructor(private readonly db: Knex) {}

  async insert(request: {
    id: string;
    userId: string | null;
    name: string;
    email: string;
    message: string;
  }): Promise<void> {
    await this.db('support_requests').insert({
      id: request.id,
      user_id: request.userId,
      name: request.name,
      email: request.email,
      message: request.message,
    });
  }

  async markEmailed(id: string): Promise<void> {
    await this.db('support_requests').where({ id }).update({ emailed_at: this.db.fn.now() });
  }
}
