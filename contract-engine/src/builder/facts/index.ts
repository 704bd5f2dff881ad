export { describeFacts, factLabel, PARTY_FORMS, PAYMENT_METHODS, PAYMENT_SCHEDULES } from './declare';
export { factStates, statesOf } from './states';
export { formatClauseRemoveMessage, formatClauseRestoreMessage, formatFactSetMessage } from './messages';
export { isNoneValue, NO_END_DATE, NONE_VALUES } from './none-values';
export { applyFactAction, normaliseSetValue } from './apply-action';
export { pinAmounts, settleProviderAmount } from './currency';
export { conversationDateOrder } from './locale';
