import { createHash } from 'node:crypto';
import { fillPlaceholders } from '../contracts/contract-docx';
import type { ContractRecord } from '../contracts/contracts-repository';

/** Where a request came from: written on every event of the trail. */
export type RequestMeta = { ip: string; userAgent: string };

/** The text a signer reads and signs: the contract with its filled-in values, as the Word download has them. */
export function documentText(contract: Pick<ContractRecord, 'content' | 'placeholders'>): string {
  return fillPlaceholders(contract.content ?? '', contract.placeholders);
}

export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}
