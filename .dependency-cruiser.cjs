/**
 * Import boundaries and cycles (decision 019), checked by `npm run lint` (so by `npm test`).
 * Paths are relative to the repository root; workspace packages resolve to their sources.
 */

// Test code: unit and API tests, their helpers, the testing export, browser tests and benchmarks.
const TEST_CODE = [
  '\\.test\\.tsx?$',
  '(^|/)[^/]*test-support\\.tsx?$',
  '^apps/web/src/shared/wizard/attachments/fake-xhr\\.ts$',
  '^apps/web/src/test-setup\\.ts$',
  '^apps/api/test/',
  '^packages/domain/src/testing/',
  '^e2e/',
  '^bench/',
];
// Build and tool configuration, run by Node or Vite, never shipped.
const TOOLING = [
  '^scripts/',
  '(^|/)vite\\.config\\.ts$',
  '(^|/)vitest\\.config\\.ts$',
  '(^|/)drizzle\\.config\\.ts$',
];
const NOT_PRODUCTION = [...TEST_CODE, ...TOOLING];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: modules that cannot be understood, tested or loaded one without the other.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-imports-no-workspace',
      severity: 'error',
      comment:
        'packages/domain is the base: rules and schemas of browser and server, importing no other workspace.',
      from: { path: '^packages/domain/' },
      to: { path: '^(packages/(?!domain/)[^/]+|apps|e2e|bench|scripts)/' },
    },
    {
      name: 'i18n-imports-only-domain',
      severity: 'error',
      from: { path: '^packages/i18n/' },
      to: { path: '^(packages/(?!(domain|i18n)/)[^/]+|apps|e2e|bench|scripts)/' },
    },
    {
      name: 'contracts-import-only-domain',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: '^(packages/(?!(domain|contracts)/)[^/]+|apps|e2e|bench|scripts)/' },
    },
    {
      name: 'web-does-not-import-api',
      severity: 'error',
      comment: 'The browser and the server share packages only (contracts, domain, i18n).',
      from: { path: '^apps/web/' },
      to: { path: '^apps/api/' },
    },
    {
      name: 'api-does-not-import-web',
      severity: 'error',
      from: { path: '^apps/api/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'production-does-not-import-test-code',
      severity: 'error',
      comment:
        'Examples, test identities, test helpers, e2e and bench stay out of what ships (@pow/domain/testing included).',
      from: { path: '^(apps|packages)/', pathNot: NOT_PRODUCTION },
      to: { path: TEST_CODE },
    },
    {
      name: 'web-feature-does-not-import-another-feature',
      severity: 'error',
      comment:
        'A page feature of the SPA is used through the routes only; what two features share goes to src/shared.',
      // Tests may: cable-gate.test.tsx follows a person from the cable questionnaire into the form.
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: TEST_CODE },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-does-not-import-features',
      severity: 'error',
      from: { path: '^apps/web/src/shared/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'api-queue-infrastructure-knows-no-feature',
      severity: 'error',
      comment: 'jobs/queue is pg-boss plumbing; which queue runs which worker is composed in jobs/.',
      from: { path: '^apps/api/src/jobs/queue/' },
      to: { path: '^apps/api/src/(?!(jobs/queue|config|db)/)' },
    },
    {
      name: 'api-composition-root-is-not-imported',
      severity: 'error',
      comment:
        'app.ts and server.ts assemble the features; a feature importing them closes a loop around the whole API.',
      from: { path: '^apps/api/src/', pathNot: '^apps/api/src/(app|server)\\.ts$' },
      to: { path: '^apps/api/src/(app|server)\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The fixture of scripts/import-boundaries.test.ts is wrong on purpose.
    exclude: { path: ['(^|/)(node_modules|dist|\\.data)/', '^scripts/import-boundaries-fixture/'] },
    // Type-only imports count: a cycle through types is still a cycle in the design.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      // The workspaces' package.json "exports" (@pow/domain/testing, @pow/i18n/web/*).
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.json'],
    },
  },
};
