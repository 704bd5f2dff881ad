// A message typed as a text ("washington state thx 👍", "can u make ur nda pls") is read as if
// typed out: emoji carry no fact, a sign-off ("thx", "ty", "lol") closing a sentence is no part of
// the value before it, and "u", "ur", "pls" are the words they stand for.

const EMOJI = /(?:\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\u{FE0F}|\u{200D})+/gu;
const SIGN_OFF =
  /[\s,]+(?:thx|thnx|thanks|thank you|ty|tysm|lol|lmao|haha|pls|plz|please|cheers)(?=\s*(?:[.!?\n]|$))/gi;
const SHORTHAND: Readonly<Record<string, string>> = { u: 'you', ur: 'your', pls: 'please', plz: 'please' };
// Lower case only: "Unit U" or a capitalised initial stays as typed.
const SHORT_WORD = /(?<![\w'’-])(u|ur|pls|plz)(?![\w'’-])/g;

export function untext(text: string): string {
  return text
    .replace(EMOJI, ' ')
    .replace(SIGN_OFF, '')
    .replace(SHORT_WORD, (word) => SHORTHAND[word] ?? word)
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/[ \t]+$/gm, '');
}
