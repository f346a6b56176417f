export * from './belgian-banks.ts';
export * from './reference-lists.ts';
export * from './registries.ts';
