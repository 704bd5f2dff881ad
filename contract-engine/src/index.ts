export * from './builder/index';
export * from './review/index';
export * from './redline/word-diff';
export * from './redline/fact-changes';
export * from './redline/new-version';
