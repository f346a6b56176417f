export * from './api-envelope.ts';
export * from './constants.ts';
export * from './locale.ts';
export * from './redirect.ts';
export * from './reference/index.ts';
export * from './routes/index.ts';
export * from './session.ts';
export * from './validation/index.ts';
