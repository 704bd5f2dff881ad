export * from './declared-field';
export * from './contract-fields';
export * from './review-fields';
export * from './message-fields';
export * from './synced-factories';
export * from './version-fields';
