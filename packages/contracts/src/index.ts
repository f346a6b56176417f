export * from './answers.ts';
export * from './cable-pilot-answer.ts';
export * from './declaration-status.ts';
export * from './endpoints.ts';
export * from './envelope.ts';
export * from './passed-on.ts';
export * from './requests.ts';
