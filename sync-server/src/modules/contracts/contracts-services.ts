import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Mailer } from '../../adapters/mail/mailer';
import type { CreditsService } from '../credits/credits-service';
import { ContractsService } from './contracts-service';
import { ContractChatService } from './contract-chat-service';
import { ContractDownloadService } from './contract-download-service';
import { createAssistant, withBuiltinFallback } from '../../adapters/assistant/create-assistant';

/** What the contracts area's services need; app.ts (the composition root) builds them with createContractsServices. */
export type ContractsDeps = {
  db: Knex;
  credits: CreditsService;
  mailer: Mailer;
  openai: Config['openai'];
  logger: Logger;
};

export type ContractsServices = {
  contracts: ContractsService;
  chat: ContractChatService;
  downloads: ContractDownloadService;
};

export function createContractsServices(deps: ContractsDeps): ContractsServices {
  const contracts = new ContractsService(deps.db);
  const assistant = createAssistant(deps.openai, deps.logger);
  const chat = new ContractChatService(deps.db, contracts, assistant, withBuiltinFallback(assistant));
  const downloads = new ContractDownloadService(deps.db, contracts, deps.credits, deps.mailer, deps.logger);
  return { contracts, chat, downloads };
}
