export * from './field-clocks';
export * from './field-edits';
export * from './apply-turn';
export * from './seeded-random';
export * from './message-batches';
