import type { Knex } from 'knex';

/**
 * Server instances keep the accounts they recently checked in memory (modules/auth/account-cache.ts) and
 * forget one the moment it changes in a way that decides whether its tokens work: e-mail, role, active
 * flag, tokens_valid_after, deletion, or a revoked sign-in (refresh-token family). Database triggers send
 * pg_notify('clausecraft_accounts') on commit, whichever code path made the change. The payload is a
 * comma-separated list of user ids, or '*' (forget everyone) for large statements and TRUNCATE (restore).
 * Statement-level with transition tables: a bulk update sends one notification, not one per row.
 */
const CHANNEL = 'clausecraft_accounts';
const MAX_IDS = 100;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function notify_accounts(ids text[]) returns void language plpgsql as $$
    begin
      if cardinality(ids) = 0 then return; end if;
      perform pg_notify('${CHANNEL}', case when cardinality(ids) > ${MAX_IDS} then '*' else array_to_string(ids, ',') end);
    end $$;

    create function notify_users_updated() returns trigger language plpgsql as $$
    begin
      perform notify_accounts(array(
        select distinct o.id::text from old_rows o join new_rows n on n.id = o.id
         where (o.email, o.role, o.is_active, o.tokens_valid_after)
               is distinct from (n.email, n.role, n.is_active, n.tokens_valid_after)));
      return null;
    end $$;

    create function notify_users_deleted() returns trigger language plpgsql as $$
    begin
      perform notify_accounts(array(select distinct id::text from old_rows));
      return null;
    end $$;

    create function notify_sessions_revoked() returns trigger language plpgsql as $$
    begin
      perform notify_accounts(array(
        select distinct o.user_id::text from old_rows o join new_rows n on n.id = o.id
         where o.revoked_at is null and n.revoked_at is not null));
      return null;
    end $$;

    create function notify_accounts_truncated() returns trigger language plpgsql as $$
    begin
      perform pg_notify('${CHANNEL}', '*');
      return null;
    end $$;

    create trigger users_account_updated after update on users
      referencing old table as old_rows new table as new_rows
      for each statement execute function notify_users_updated();
    create trigger users_account_deleted after delete on users
      referencing old table as old_rows
      for each statement execute function notify_users_deleted();
    create trigger users_account_truncated after truncate on users
      for each statement execute function notify_accounts_truncated();
    create trigger refresh_tokens_revoked after update on refresh_tokens
      referencing old table as old_rows new table as new_rows
      for each statement execute function notify_sessions_revoked();
    create trigger refresh_tokens_truncated after truncate on refresh_tokens
      for each statement execute function notify_accounts_truncated();
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop trigger refresh_tokens_truncated on refresh_tokens;
    drop trigger refresh_tokens_revoked on refresh_tokens;
    drop trigger users_account_truncated on users;
    drop trigger users_account_deleted on users;
    drop trigger users_account_updated on users;
    drop function notify_accounts_truncated();
    drop function notify_sessions_revoked();
    drop function notify_users_deleted();
    drop function notify_users_updated();
    drop function notify_accounts(text[]);
  `);
}
