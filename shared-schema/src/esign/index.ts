export * from './esign-schemas';
export * from './signature-blocks';
