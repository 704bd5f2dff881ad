// Versions and redlines alone: the app's History loads these without the builder's or the reviewer's engine.
export * from './word-diff';
export * from './fact-changes';
export * from './new-version';
