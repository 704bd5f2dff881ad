// Public API of the contract builder engine.
export type { ContractTemplate, ContractTypeDef, FactSpec, PartySpec, TemplateSection } from './model';
// Named apart from the review engine's CONTRACT_TYPES / detectContractType, which the package
// root also re-exports.
export { CONTRACT_TYPES as BUILDER_CONTRACT_TYPES, findContractType } from './types/registry';
export { listContractTypes } from './list-types';
export {
  detectContractType as detectBuilderContractType,
  scoreContractTypes,
  DETECTION_THRESHOLD,
} from './detect-type';
export { extractFacts, type ExtractOptions } from './extract/extract-facts';
export { computeConfidence, confidenceBand, READY_CONFIDENCE } from './confidence';
export { generateContract, buildContractModel } from './generate';
export { parseContractContent, formatContractContent } from './content-format';
export { runInterview } from './interview';
export { wantsContractNow } from './intent';
export { guestShouldGenerate, simulatedConfidence } from './guest-simulation';
export { marker } from './render';
export {
  changesDownloadIdentity,
  comparablePartyName,
  downloadIdentity,
  downloadIdentityKey,
  type DownloadIdentity,
  type IdentitySource,
} from './download-identity';
export {
  conversationDateOrder,
  describeFacts,
  factStates,
  formatFactSetMessage,
  formatClauseRemoveMessage,
  formatClauseRestoreMessage,
  isNoneValue,
  NO_END_DATE,
  normaliseSetValue,
  pinAmounts,
  settleProviderAmount,
} from './facts/index';
