// Test-only: example payloads, schema helpers and the synthetic identities. Production code never imports
// `@pow/domain/testing` (an import boundary, decision 019).

export * from './deadline.ts';
export * from './examples.ts';
export * from './fixture-form.ts';
export * from './schema-helpers.ts';
export * from './test-identities.ts';
