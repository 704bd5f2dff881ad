export * from './builder/index';
export * from './review/index';
export * from './redline/word-diff';
