export * from './addendum.ts';
export * from './common.ts';
export * from './crime-types.ts';
export * from './debug-report.ts';
// The schema of every declaration is `@pow/domain/declaration`: it awaits the form folders' schemas at
// load, which the web's bundles must not (decision 051).
export type { Declaration } from './declaration.ts';
export * from './declaration-union.ts';
export * from './degradation.ts';
export * from './fact-author.ts';
export * from './manual-identity.ts';
export * from './message-keys.ts';
export * from './passed-on.ts';
export * from './people.ts';
export * from './person-form.ts';
export * from './phishing.ts';
export * from './registry-identity.ts';
export * from './rules.ts';
