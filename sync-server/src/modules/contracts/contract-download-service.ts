import type { ActivityService } from '../activity/activity-service';
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { downloadIdentityKey, orderVersions } from '@contract-engine';
import { CREDIT_COSTS, DEFAULT_CONTRACT_FILENAME, documentFileName, type DownloadCost } from '@shared-schema';
import { AppError, ConflictError, NotFoundError } from '../../errors';
import type { VersionsRepository } from '../versions/versions-repository';
import { buildTrackedContractDocx } from './contract-docx-tracked';
import type { Mailer } from '../../adapters/mail/mailer';
import type { CreditsService } from '../credits/credits-service';
import { buildContractDocx, DOCX_MIME, NOT_LEGAL_ADVICE } from './contract-docx';
import type { ContractRecord } from './contracts-repository';
import { STATUSES_WITH_DOCUMENT, type ContractsService } from './contracts-service';

export type ContractFile = { filename: string; content: Buffer; contentType: string };

/** The download name from the contract name. */
export function contractFilename(contract: Pick<ContractRecord, 'id' | 'name'>): string {
  return documentFileName(contract.name, '.docx', DEFAULT_CONTRACT_FILENAME(contract.id));
}

function hasDocument(contract: ContractRecord): contract is ContractRecord & { content: string } {
  const statuses: readonly string[] = STATUSES_WITH_DOCUMENT;
  return (
    statuses.includes(contract.status) &&
    typeof contract.content === 'string' &&
    contract.content.trim() !== ''
  );
}

/** The text and filled-in placeholders a file was built from: a change while downloading is caught. */
export function documentHash(contract: Pick<ContractRecord, 'content' | 'placeholders'>): string {
  const placeholders = Object.entries(contract.placeholders ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256')
    .update(JSON.stringify([contract.content, placeholders]))
    .digest('base64url');
}

/** What a paid download covers (decision 0120): the contract's type and parties, not its wording. */
export function identityHash(contract: Pick<ContractRecord, 'type' | 'placeholders'>): string {
  return createHash('sha256').update(downloadIdentityKey(contract)).digest('base64url');
}

const ledgerKey = (id: string, contract: Pick<ContractRecord, 'type' | 'placeholders'>) =>
  `contract-download:${id}:${identityHash(contract)}`;

function notGenerated(): ConflictError {
  return new ConflictError(
    'This contract has not been generated yet. Keep chatting until the contract is ready.',
    'not-generated',
  );
}

/**
 * Word download (2 credits, charged once per contract: 'Download Again' is free while its type and parties are
 * those paid for, whatever else was edited) and e-mail of the same file. A charged download takes a row lock, so
 * concurrent downloads are charged once; the ledger key `contract-download:<id>:<identity>` guards retries, and a
 * contract edited back to parties already paid for is not charged twice.
 */
export class ContractDownloadService {
  private readonly db: Knex;
  private readonly contracts: ContractsService;
  private readonly credits: CreditsService;
  private readonly activity: ActivityService;
  private readonly mailer: Mailer;
  private readonly logger: Logger;
  private readonly versions: VersionsRepository;

  constructor(deps: {
    db: Knex;
    contracts: ContractsService;
    credits: CreditsService;
    activity: ActivityService;
    mailer: Mailer;
    logger: Logger;
    versions: VersionsRepository;
  }) {
    ({
      db: this.db,
      contracts: this.contracts,
      credits: this.credits,
      activity: this.activity,
      mailer: this.mailer,
      logger: this.logger,
      versions: this.versions,
    } = deps);
  }

  private async file(contract: ContractRecord & { content: string }): Promise<ContractFile> {
    const content = await buildContractDocx({
      content: contract.content,
      contractNumber: contract.contractNumber,
      placeholders: contract.placeholders,
      name: contract.name,
    });
    return { filename: contractFilename(contract), content, contentType: DOCX_MIME };
  }

  /**
   * `sinceVersion`: the file carries the changes since that version of this contract as Word tracked changes. It is
   * the same paid download (decision 0202): charged once per contract as usual, never extra.
   */
  private async trackedFile(
    userId: string,
    contract: ContractRecord & { content: string },
    versionId: string,
  ): Promise<ContractFile> {
    const numbered = orderVersions(await this.versions.listForContract(userId, contract.id));
    const version = numbered.find((v) => v.id === versionId);
    if (!version)
      throw new NotFoundError('That version of this contract was not found.', 'version-not-found');
    const shared = { contractNumber: contract.contractNumber, name: contract.name };
    const content = await buildTrackedContractDocx({
      before: { ...shared, content: version.content, placeholders: version.placeholders },
      after: { ...shared, content: contract.content, placeholders: contract.placeholders },
      author: 'Clausecraft',
      date: new Date(contract.updatedAt),
    });
    const filename = contractFilename(contract).replace(
      /\.docx$/,
      ` (changes since version ${version.number}).docx`,
    );
    return { filename, content, contentType: DOCX_MIME };
  }

  async download(userId: string, id: string, sinceVersion?: string): Promise<ContractFile> {
    const contract = await this.contracts.get(userId, id);
    if (!hasDocument(contract)) throw notGenerated();
    // Built before charging: a failure here costs the user nothing.
    const file = sinceVersion
      ? await this.trackedFile(userId, contract, sinceVersion)
      : await this.file(contract);
    await this.chargeUnlessPaid(userId, id, documentHash(contract));
    return file;
  }

  /** What the next download costs, and why: the app shows it and asks before a download that charges again. */
  async cost(userId: string, id: string): Promise<DownloadCost> {
    const contract = await this.contracts.get(userId, id);
    if (!hasDocument(contract)) throw notGenerated();
    if (contract.downloadedAt || (await this.credits.charged(userId, ledgerKey(id, contract))))
      return { credits: 0, reason: 'paid' };
    const before = await this.contracts.downloadedContentHash(userId, id, this.db);
    return { credits: CREDIT_COSTS.contractDownload, reason: before ? 'changed' : 'first' };
  }

  private chargeUnlessPaid(userId: string, id: string, hash: string): Promise<void> {
    return this.db.transaction(async (trx) => {
      const locked = await this.contracts.get(userId, id, trx, true);
      if (!hasDocument(locked)) throw notGenerated();
      // The file was built from `hash`; a change that landed since then is charged on its own download.
      if (documentHash(locked) !== hash)
        throw new ConflictError('The contract changed while downloading. Please try again.', 'conflict');
      // downloadedAt stays set through edits that keep the type and parties (contracts-repository).
      if (!locked.downloadedAt) {
        await this.credits.spend(
          userId,
          CREDIT_COSTS.contractDownload,
          `Contract download: ${locked.name}`,
          ledgerKey(id, locked),
          { contractId: id, trx },
        );
      }
      await this.contracts.markDownloaded(userId, id, identityHash(locked), trx);
      await this.activity.record({ action: 'contract_download', userId, details: locked.name }, trx);
    });
  }

  /** E-mailing is part of the paid download: it needs a contract that was downloaded before. */
  async sendEmail(userId: string, id: string, email: string): Promise<void> {
    const contract = await this.contracts.get(userId, id);
    if (!hasDocument(contract)) throw notGenerated();
    if (!contract.downloadedAt) {
      throw new ConflictError(
        `Download the contract first (${CREDIT_COSTS.contractDownload} credits); e-mailing it is then free.`,
        'download-required',
      );
    }
    const file = await this.file(contract);
    try {
      await this.mailer.send({
        to: email,
        subject: `Your contract: ${contract.name}`,
        text: [
          'Hello,',
          '',
          `Attached is your contract "${contract.name}" (Contract No. ${contract.contractNumber}) as a Word document.`,
          '',
          NOT_LEGAL_ADVICE,
          '',
          'Clausecraft',
        ].join('\n'),
        attachments: [file],
      });
    } catch (error) {
      this.logger.error({ err: error, contractId: id }, 'contract e-mail failed');
      throw new AppError(502, 'email-failed', 'Unable to send email. Please try again later.');
    }
  }
}
