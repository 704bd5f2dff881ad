export * from './builder/index';
export * from './review/index';
