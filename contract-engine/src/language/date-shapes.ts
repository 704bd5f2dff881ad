// Date shapes found in contracts: "March 1, 2003", "1st day of March, 2003", "15 January 2018",
// "5/17/12", "2019-05-01". One combined pattern keeps date scanning to a single pass.

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const DAY = '(?:[0-3]?[0-9])(?: ?(?:st|nd|rd|th))?';
const YEAR = '(?:1[89][0-9]{2}|2[0-9]{3})';

export const DATE_SOURCE = [
  `${MONTH} ${DAY},? ${YEAR}`,
  `${DAY} (?:day )?(?:of )?${MONTH},? ${YEAR}`,
  `(?:[0-1]?[0-9])/(?:[0-3]?[0-9])/(?:[0-9]{4}|[0-9]{2})`,
  `${YEAR}-[0-1][0-9]-[0-3][0-9]`,
].join('|');

/** Global, case-insensitive: every date in a text. */
export const DATE_GLOBAL = new RegExp(`\\b(?:${DATE_SOURCE})\\b`, 'gi');
/** First date in a string. */
export const DATE_ONCE = new RegExp(`\\b(?:${DATE_SOURCE})\\b`, 'i');
