import path from 'node:path';
import type { Config } from '../config';
import { TokenSigner } from './identity/token-signer';
import { createMailer } from './mail/create-mailer';
import type { Mailer } from './mail/mailer';

/**
 * The mailer and the token signer from the configuration, as the server, the test server and the benches
 * build them. Built before createApp (not inside it like the other adapters) because loading or creating the
 * signing key is asynchronous and createApp is not (decision 0102).
 */
export async function createMailAndSigner(
  config: Pick<Config, 'dataDir' | 'publicUrl' | 'idTokenTtlSeconds' | 'mailFrom' | 'smtpUrl'>,
  options: {
    /** Another installation directory whose signing key this instance shares (two instances in tests). */
    keyDataDir?: string | undefined;
  } = {},
): Promise<{ mailer: Mailer; signer: TokenSigner }> {
  const signer = await TokenSigner.load({
    keyDir: path.join(options.keyDataDir ?? config.dataDir, 'keys'),
    issuer: config.publicUrl,
    ttlSeconds: config.idTokenTtlSeconds,
  });
  const mailer = createMailer({
    from: config.mailFrom,
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
  });
  return { mailer, signer };
}
