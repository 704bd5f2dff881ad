// The credits feature's public entry: balance, ledger and the credits widgets other features show.
export { creditsApi } from './credits-api';
export { useCredits } from './use-credits';
export { TransactionList } from './transaction-list';
export { RecentTransactions } from './recent-transactions';
export { CreditsRequiredDialog, creditsRequiredFrom, type CreditsRequired } from './credits-required-dialog';
export { formatDate } from './transaction-list';
