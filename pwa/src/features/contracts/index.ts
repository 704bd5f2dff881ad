// The contracts feature's public entry: the contract endpoints and the paid download that the builder and
// the documents list share.
export { contractsApi } from './contracts-api';
export { useContractDownload } from './use-contract-download';
