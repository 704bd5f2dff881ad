import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Mailer } from '../../adapters/mail/mailer';
import type { ActivityService } from '../activity/activity-service';
import type { ContractsService } from '../contracts/contracts-service';
import type { UsersRepository } from '../users/users-repository';
import type { ContractDoc } from '@shared-schema';
import type { SyncCollectionDef } from '../sync/sync-collection';
import { guardContractsSync } from './guard-contracts-sync';
import { SignatureVerificationService } from './signature-verification-service';
import { SignaturesRepository } from './signatures-repository';
import { SignaturesService } from './signatures-service';
import { SignedPdfService } from './signed-pdf-service';
import { SigningLinks } from './signing-links';
import { SigningService } from './signing-service';

/** The signature module's services, built once by the composition root (app.ts). */
export function createSignatureServices(deps: {
  db: Knex;
  config: Config;
  contracts: ContractsService;
  users: UsersRepository;
  activity: ActivityService;
  mailer: Mailer;
  logger: Logger;
}): {
  signatures: SignaturesService;
  signing: SigningService;
  verification: SignatureVerificationService;
  guardContractsSync: (def: SyncCollectionDef<ContractDoc>) => SyncCollectionDef<ContractDoc>;
} {
  const { db, config, contracts, users, activity, mailer, logger } = deps;
  const repo = new SignaturesRepository(db);
  const links = new SigningLinks({ repo, mailer, publicUrl: config.publicUrl, logger });
  const signatures = new SignaturesService({ db, repo, contracts, links, activity });
  const pdf = new SignedPdfService({ repo, seal: { ...config.esignSeal, dataDir: config.dataDir } });
  const signing = new SigningService({
    db,
    repo,
    contracts,
    users,
    owner: signatures,
    links,
    pdf,
    publicUrl: config.publicUrl,
  });
  return {
    signatures,
    signing,
    verification: new SignatureVerificationService({ repo }),
    guardContractsSync: (def) => guardContractsSync(def, repo),
  };
}
