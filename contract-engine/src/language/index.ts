// The language layer shared by the builder and the reviewer: sentences, numbers, and the
// recognisers for money, dates, periods, percentages, names, legal forms and addresses.
export { findAddresses } from './addresses';
export { currencyAmounts } from './currency';
export { findDates, formatIsoDate } from './dates';
export { entityTypeFromName, hasLegalForm, legalFormIn } from './legal-forms';
export type { Mention } from './mention';
export { findMoney, parseBareAmount, type MoneyMention } from './money';
export { readName } from './names';
export { parseCount, wordsToNumber } from './number-words';
export { findPercents, type PercentMention } from './percentages';
export { periodCandidates, periodsIn, type Period } from './periods';
export { findProperNames, type ProperNames } from './proper-names';
export { sentenceAt, splitSentences, type Sentence } from './sentences';
