export * from './api-envelope.ts';
export * from './constants.ts';
export * from './locale.ts';
export * from './session.ts';
export * from './redirect.ts';
