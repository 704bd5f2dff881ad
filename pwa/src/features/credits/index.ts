// The credits feature's public entry: balance, ledger and the credits widgets other features show.
export { creditsApi } from './credits-api';
export { useCredits } from './use-credits';
export { LastKnownNote } from './last-known-note';
export { FinishAfterPurchase } from './finish-after-purchase';
export {
  clearPurchaseReturn,
  markPurchaseReturnReady,
  readPurchaseReturn,
  rememberPurchaseReturn,
} from './purchase-return';
export { TransactionList } from './transaction-list';
export { RecentTransactions } from './recent-transactions';
export { CreditsRequiredDialog, creditsRequiredFrom, type CreditsRequired } from './credits-required-dialog';
export { formatDate } from './transaction-list';
export { useChargeConfirm, type ChargeQuestion } from './use-charge-confirm';
export { fetchDownloadCost } from './download-cost';
