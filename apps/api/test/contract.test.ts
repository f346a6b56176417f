import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContractChecker } from './openapi-contract.ts';
import { type RunningPortal, startPortal } from './portal-harness.ts';

interface Document {
  paths: Record<
    string,
    Record<string, { security?: unknown; responses: Record<string, unknown> } & Record<string, unknown>>
  >;
  components: Record<string, Record<string, unknown>>;
}

/** The OpenAPI document is the contract (decision 031); the harness holds every answer to it. */
describe('the OpenAPI contract', () => {
  let running: RunningPortal;
  let document: Document;

  beforeAll(async () => {
    running = await startPortal('pglite');
    document = (await (await fetch(`${running.url}/index.php/api/docs/json`)).json()) as Document;
  });
  afterAll(() => running.close());

  const answer = (
    method: string,
    path: string,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => ({
    method,
    url: `${running.url}${path}`,
    status,
    headers: new Headers({ 'content-type': 'application/json', ...headers }),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

  it('leaves the test provider, the dev routes and the SPA out', () => {
    const paths = Object.keys(document.paths);
    expect(paths.length).toBeGreaterThan(30);
    for (const path of paths) expect(path).toMatch(/^\/index\.php\/(api|app)\//);
    // The pages' network-error reports are documented too: anyone may send them (issue 28).
    expect(paths).toContain('/index.php/api/v1/debug/network');
    expect(paths.some((path) => path.includes('*'))).toBe(false);
  });

  it('gives information/add the union of the forms and upload/batch its multipart body', () => {
    const add = document.paths['/index.php/api/v1/information/add']!.post!;
    const schema = (add.requestBody as { content: Record<string, { schema: Record<string, unknown> }> })
      .content['application/json']!.schema;
    expect(schema.discriminator).toEqual({ propertyName: 'form' });
    expect((schema.oneOf as unknown[]).length).toBe(4);
    expect(add.security).toEqual([{ session: [] }]);
    expect(add.parameters).toEqual(
      expect.arrayContaining([
        { $ref: '#/components/parameters/Idempotency-Key' },
        { $ref: '#/components/parameters/X-Language' },
      ]),
    );
    expect(add.responses['429']).toEqual({ $ref: '#/components/responses/TooManyRequests' });
    const upload = document.paths['/index.php/api/v1/upload/batch']!.post!;
    expect(Object.keys((upload.requestBody as { content: object }).content)).toEqual(['multipart/form-data']);
    expect(document.components.securitySchemes!.session).toMatchObject({ type: 'apiKey', in: 'cookie' });
  });

  it('documents the redirects of sign-in', () => {
    expect(document.paths['/index.php/app/login']!.get!.responses['302']).toBeDefined();
    expect(document.paths['/index.php/app/login/callback']!.get!.responses['302']).toBeDefined();
  });

  it('refuses an answer whose status, body or headers the document does not allow, naming it', () => {
    const checker = new ContractChecker(document);
    expect(
      checker.violation(answer('GET', '/index.php/api/v1/reftab/countries', 200, { data: [] })),
    ).toBeUndefined();
    expect(
      checker.violation(answer('GET', '/index.php/api/v1/reftab/countries', 418, { error: { key: 'x' } })),
    ).toMatch(
      /GET \/index\.php\/api\/v1\/reftab\/countries answered 418, a status the OpenAPI document does not list/,
    );
    expect(checker.violation(answer('GET', '/index.php/api/v1/reftab/countries', 200, { rows: [] }))).toMatch(
      /with a body the OpenAPI document does not allow/,
    );
    // A documented status with a key its operation does not give.
    expect(
      checker.violation(
        answer('POST', '/index.php/api/v1/contact/faq', 401, { error: { key: 'error_no_session' } }),
      ),
    ).toMatch(/does not list/);
    expect(
      checker.violation(
        answer('POST', '/index.php/api/v1/upload/batch', 409, { error: { key: 'error_404' } }),
      ),
    ).toMatch(/does not allow/);
    expect(
      checker.violation(
        answer('POST', '/index.php/api/v1/contact/faq', 429, { error: { key: 'error_too_many_requests' } }),
      ),
    ).toMatch(/without the Retry-After header/);
    // Beside the operations: unknown paths are 404, other methods 405.
    expect(
      checker.violation(answer('GET', '/index.php/api/v1/nothing', 404, { error: { key: 'error_404' } })),
    ).toBeUndefined();
    expect(checker.violation(answer('GET', '/index.php/api/v1/nothing', 200, { data: 1 }))).toMatch(
      /no operation/,
    );
    // Not in the contract: the test provider's pages.
    expect(checker.violation(answer('GET', '/idp/anything', 500, 'oops'))).toBeUndefined();
  });

  it('holds the answers the suite receives to the contract', async () => {
    await expect(fetch(`${running.url}/index.php/api/v1/reftab/countries`)).resolves.toHaveProperty(
      'status',
      200,
    );
    await expect(
      fetch(`${running.url}/index.php/api/v1/upload/batch`, { method: 'PUT' }),
    ).resolves.toHaveProperty('status', 405);
  });
});
