import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { API_BASE, ApiErrorSchema } from '@pow/contracts';
import { JSON_BODY_LIMITS, LOCALES, SESSION_COOKIE } from '@pow/domain';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bankNoticeWebhooks } from '../bank-notices/bank-notice-openapi.ts';
import { handoverWebhooks } from '../zone-handover/handover-openapi.ts';
import type { Access, OtherAnswer, RouteContract } from './route-contract.ts';

/*
 * The OpenAPI document served at /index.php/api/docs/json is the API's contract (decision 031): built
 * from the routes' zod schemas and their contracts (route-contract.ts), it lists every answer each
 * operation can give, and the API test harness checks every answer the suite receives against it.
 */

type Json = Record<string, unknown>;

/** Paths whose routes must each carry a contract: the API and the sign-in routes. */
const DOCUMENTED_PREFIXES = [`${API_BASE}/`, '/index.php/app/'];
const SAFE_METHODS = new Set(['get', 'head', 'options']);
const MESSAGE_KEY_PATTERN = '^[a-z][a-z0-9_]*$';

const envelope = (() => {
  const { $schema: _, ...schema } = z.toJSONSchema(ApiErrorSchema, { target: 'draft-2020-12' });
  return schema;
})();

/** The standard error answers, described once and referred to by every operation that can give them. */
const STANDARD: Record<string, { status: number; keys?: readonly string[]; description: string }> = {
  BadRequest: {
    status: 400,
    description:
      'Refused: the request does not follow the schema; or one of its texts is not well-formed, holding a ' +
      'control character or half of a UTF-16 surrogate pair (error_invalid_characters); or its JSON body ' +
      `nests deeper than ${JSON_BODY_LIMITS.depth} or holds more than ${JSON_BODY_LIMITS.values} values ` +
      '(error_invalid_body); or its Idempotency-Key is outside 8–100 characters (error_invalid_request). ' +
      '`error.key` is the message key to show (the first problem found), `error.path` the field it concerns.',
  },
  NoSession: {
    status: 401,
    keys: ['error_no_session'],
    description: 'No live session: sign in first (the session cookie is missing, unknown or expired).',
  },
  NoRights: {
    status: 403,
    keys: ['error_no_rights'],
    description:
      'Refused: the session may not do this, or (for a request that changes something) the browser says ' +
      'it comes from another site (same-origin rule).',
  },
  NotFound: { status: 404, keys: ['error_404'], description: 'Nothing of that id for this session.' },
  PayloadTooLarge: {
    status: 413,
    keys: ['error_invalid_request'],
    description: 'The body is larger than BODY_LIMIT_BYTES.',
  },
  UriTooLong: {
    status: 414,
    keys: ['error_invalid_request'],
    description: 'A path parameter longer than the server reads (3072 characters).',
  },
  UnsupportedMediaType: {
    status: 415,
    keys: ['error_invalid_request'],
    description: 'The body is not of the media type the operation takes.',
  },
  HeadersTooLarge: {
    status: 431,
    keys: ['error_invalid_request'],
    description: 'The URL and headers together are larger than the server reads (16 KB).',
  },
  TooManyRequests: {
    status: 429,
    keys: ['error_too_many_requests'],
    description: 'Past the rate limit: try again after `Retry-After` seconds.',
  },
  ServerError: { status: 500, keys: ['error_occured'], description: 'The server failed; nothing was kept.' },
};

const STATUS_WORDS: Record<number, string> = {
  400: 'Refused: invalid request.',
  401: 'Refused: no live session.',
  403: 'Refused: not allowed.',
  404: 'Not found.',
  409: 'Refused: in conflict with the current state.',
  413: 'Refused: too large.',
  414: 'Refused: a path parameter too long.',
  415: 'Refused: unsupported media type.',
  431: 'Refused: URL and headers too large.',
  422: 'Refused: cannot be processed as asked.',
  429: 'Refused: too many requests.',
  500: 'The server failed.',
  503: 'A service the operation needs is unavailable: try again later.',
  507: 'Refused: no room left to keep it.',
};

const errorBody = (keys: readonly string[] | undefined): Json => ({
  allOf: [
    { $ref: '#/components/schemas/ApiError' },
    {
      type: 'object',
      properties: {
        error: {
          type: 'object',
          properties: {
            key: keys
              ? { type: 'string', enum: [...keys] }
              : { type: 'string', pattern: MESSAGE_KEY_PATTERN },
          },
        },
      },
    },
  ],
});

const errorResponse = (description: string, keys: readonly string[] | undefined): Json => ({
  description,
  ...(keys?.includes('error_too_many_requests')
    ? { headers: { 'Retry-After': { $ref: '#/components/headers/Retry-After' } } }
    : {}),
  content: { 'application/json': { schema: errorBody(keys) } },
});

const ACCESS_ERRORS: Record<Access, string[]> = {
  anyone: [],
  'session-optional': [],
  'signed-in': ['NoSession'],
  citizen: ['NoSession', 'NoRights'],
  officer: ['NoSession', 'NoRights'],
};

const ACCESS_WORDS: Record<Access, string> = {
  anyone: 'Open to anyone; no session is read.',
  'session-optional': 'Open to anyone; the answer depends on the session, when there is one.',
  'signed-in': 'Needs a session (citizen or officer).',
  citizen: 'Needs the session of a citizen signed in through the federal authentication service.',
  officer: 'Needs the session of a police officer.',
};

/** The error answers of one operation: status → keys (undefined: any message key). */
function errorAnswers(method: string, path: string, contract: RouteContract) {
  const answers = new Map<number, Set<string> | undefined>();
  const add = (status: number, keys: readonly string[] | undefined) => {
    if (answers.has(status) && answers.get(status) === undefined) return;
    if (!keys) return void answers.set(status, undefined);
    answers.set(status, new Set([...(answers.get(status) ?? []), ...keys]));
  };
  const standard = (name: string) => add(STANDARD[name]!.status, STANDARD[name]!.keys);
  standard('BadRequest');
  standard('HeadersTooLarge');
  standard('ServerError');
  if (!SAFE_METHODS.has(method)) {
    standard('PayloadTooLarge');
    standard('UnsupportedMediaType');
    if (path.startsWith(`${API_BASE}/`)) standard('NoRights');
  }
  if (path.includes('{')) standard('UriTooLong');
  for (const name of ACCESS_ERRORS[contract.access]) standard(name);
  if (contract.rateLimited) standard('TooManyRequests');
  for (const [status, keys] of Object.entries(contract.refusals ?? {})) {
    // A route's own 401 key replaces error_no_session: it is the one that route answers.
    if (status === '401') answers.delete(401);
    add(Number(status), keys);
  }
  return answers;
}

/** The standard component whose keys are exactly these, else the answer written out. */
function errorResponseOrRef(status: number, keys: Set<string> | undefined): Json {
  const same = Object.entries(STANDARD).find(
    ([, standard]) =>
      standard.status === status &&
      (standard.keys === undefined
        ? keys === undefined
        : keys !== undefined &&
          keys.size === standard.keys.length &&
          standard.keys.every((key) => keys.has(key))),
  );
  if (same) return { $ref: `#/components/responses/${same[0]}` };
  const listed = keys ? [...keys].sort() : undefined;
  return errorResponse(
    `${STATUS_WORDS[status] ?? 'Refused.'}${listed ? ` Keys: ${listed.join(', ')}.` : ''}`,
    listed,
  );
}

const otherResponse = (answer: OtherAnswer): Json => ({
  description: answer.description,
  ...(answer.headers?.length
    ? {
        headers: Object.fromEntries(
          answer.headers.map((name) => [name, { $ref: `#/components/headers/${name}` }]),
        ),
      }
    : {}),
  ...(answer.content
    ? {
        content: Object.fromEntries(
          answer.content.map((type) => [
            type,
            { schema: type.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' } },
          ]),
        ),
      }
    : {}),
});

/** Routes without a contract are left out (test provider, dev mailbox, SPA); in the API that is a mistake. */
const transform: NonNullable<FastifyDynamicSwaggerOptions['transform']> = (input) => {
  const { schema, url } = input;
  const contract = schema?.contract;
  if (!contract) {
    if (!schema?.hide && DOCUMENTED_PREFIXES.some((prefix) => url.startsWith(prefix))) {
      throw new Error(`${url} has no contract (apps/api/src/http/route-contract.ts)`);
    }
    return { schema: { hide: true }, url };
  }
  const { contract: _, ...rest } = schema;
  const documented = contract.body ? { ...rest, body: contract.body } : rest;
  const result = jsonSchemaTransform({ ...input, schema: documented });
  return { schema: { ...result.schema, 'x-contract': contract }, url: result.url };
};

interface Operation extends Json {
  'x-contract'?: RouteContract;
  parameters?: Json[];
  responses: Record<string, Json>;
}

function completeOperation(method: string, path: string, operation: Operation): void {
  const contract = operation['x-contract'];
  delete operation['x-contract'];
  if (!contract) return;
  operation.description = [operation.description, ACCESS_WORDS[contract.access]].filter(Boolean).join(' ');
  if (contract.access === 'anyone') operation.security = [];
  else if (contract.access === 'session-optional') operation.security = [{}, { session: [] }];
  else operation.security = [{ session: [] }];
  if (contract.headers?.length) {
    operation.parameters = [
      ...(operation.parameters ?? []),
      ...contract.headers.map((name) => ({ $ref: `#/components/parameters/${name}` })),
    ];
  }
  if (contract.streamedBody) {
    operation.requestBody = {
      required: true,
      content: { [contract.streamedBody.mediaType]: { schema: contract.streamedBody.schema } },
    };
  }
  // Fastify's default for a route without a response schema; every answer is listed below instead.
  if (operation.responses['200']?.description === 'Default Response' && !operation.responses['200'].content)
    delete operation.responses['200'];
  for (const [status, answer] of Object.entries(contract.others ?? {})) {
    operation.responses[status] = otherResponse(answer);
  }
  for (const [status, keys] of errorAnswers(method, path, contract)) {
    operation.responses[String(status)] = errorResponseOrRef(status, keys);
  }
}

const DESCRIPTION = `The API of Police-on-web, the online police counter of Belgium: this document is its
contract (decision 031). Every answer an operation can give is listed with its body; an error answer is
\`{ "error": { "key": … } }\`, the key being a message key the portal shows in the person's language.

**Session.** Sign-in goes through OpenID Connect (\`/index.php/app/login\` for citizens,
\`/index.php/app/police/login\` for officers); the callback sets the HttpOnly cookie \`${SESSION_COOKIE}\`
(security scheme \`session\`), valid 2 hours and renewed by \`v1/session/refresh\`.

**Same-origin rule.** A request that changes something (any method but GET, HEAD, OPTIONS) is refused with
403 \`error_no_rights\` when the browser says it comes from another site (\`Sec-Fetch-Site: cross-site\` or
\`same-site\`, or, without that header, an \`Origin\` that is not the portal's). Its body is JSON
(\`multipart/form-data\` for \`v1/upload/batch\`); any other media type is refused with 415.

**Headers.** \`X-Language\` (\`nl\`, \`fr\`, \`de\`; default \`nl\`) chooses the language of lists and of
what is sent on; \`Idempotency-Key\` makes a retried declaration or addition store nothing new.

**Besides the operations.** A path the API does not know is answered 404 \`error_404\`; a known path
asked with a method it does not take (OPTIONS included), 405 with \`Allow\`; unless the request is refused
before, as any is (400 malformed, with an empty path segment, a text that is not well-formed or a body
nested too deep; 403 another site; 413 too large; 415 media type; 431 URL and headers over 16 KB). Every
one of these answers is in the error envelope; an answer to HEAD carries no body.`;

const COMPONENTS: Json = {
  securitySchemes: {
    session: {
      type: 'apiKey',
      in: 'cookie',
      name: SESSION_COOKIE,
      description: 'The session cookie set at the end of sign-in (HttpOnly, SameSite=Lax).',
    },
  },
  parameters: {
    'X-Language': {
      name: 'X-Language',
      in: 'header',
      required: false,
      description: 'Language of the answer and of what is sent on; Dutch when absent or unknown.',
      schema: { type: 'string', enum: [...LOCALES] },
    },
    'Idempotency-Key': {
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'Chosen by the client for one submission (8 to 100 characters) and sent again with each retry: ' +
        'a retry with the same key answers what the first one stored, and stores nothing new.',
      schema: { type: 'string', minLength: 8, maxLength: 100 },
    },
  },
  headers: {
    'Retry-After': {
      description: 'Seconds until the limit opens again.',
      required: true,
      schema: { type: 'integer' },
    },
    Location: { description: 'Where the browser goes next.', required: true, schema: { type: 'string' } },
    'Set-Cookie': {
      description: `The session cookie \`${SESSION_COOKIE}\` set or cleared, or the state of a sign-in under way.`,
      schema: { type: 'string' },
    },
    'Content-Disposition': {
      description: 'Always an attachment, with a safe file name.',
      schema: { type: 'string' },
    },
    'Repr-Digest': {
      description: "The SHA-256 of the bytes (RFC 9530: `sha-256=:<base64>:`), the same as the hand-over's.",
      required: true,
      schema: { type: 'string' },
    },
  },
  responses: Object.fromEntries(
    Object.entries(STANDARD).map(([name, { description, keys }]) => [name, errorResponse(description, keys)]),
  ),
};

/** The options of @fastify/swagger that make the document the contract. */
export function openapiOptions(version: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Police-on-web API', version, description: DESCRIPTION },
      // The hand-over to the police information system (ZONE_DELIVERY=webhook), described as a webhook.
      webhooks: { ...handoverWebhooks, ...bankNoticeWebhooks },
    },
    transform,
    transformObject: (input) => {
      if (!('openapiObject' in input)) throw new Error('the contract is an OpenAPI document');
      const document = input.openapiObject as Json & { paths?: Record<string, Record<string, Operation>> };
      for (const [path, operations] of Object.entries(document.paths ?? {})) {
        for (const [method, shared] of Object.entries(operations)) {
          // A route of several methods shares one operation object among them; each gets its own answers.
          const operation = { ...shared, responses: { ...shared.responses } };
          operations[method] = operation;
          completeOperation(method, path, operation);
        }
      }
      const components = (document.components ?? {}) as Json;
      document.components = {
        ...components,
        ...COMPONENTS,
        schemas: { ...(components.schemas as Json | undefined), ApiError: envelope },
      };
      return document;
    },
  };
}
