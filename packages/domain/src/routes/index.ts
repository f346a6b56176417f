export * from './app-path.ts';
export * from './consent.ts';
export * from './decide-route.ts';
export * from './feedback.ts';
export * from './locale-choice.ts';
export * from './route-table.ts';
export * from './session-view.ts';
