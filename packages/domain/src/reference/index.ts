export * from './reference-lists.ts';
export * from './registries.ts';
