import { API_BASE } from '@pow/contracts';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/*
 * The OpenAPI document as a check of real answers (decision 031): each answer must have a status the
 * document lists for its operation, the body its schema gives and the headers it requires. The API
 * harness runs it on every answer the API suite receives, and the contract fuzzer on each of its own.
 */

type Json = Record<string, unknown>;
interface Response_ extends Json {
  description?: string;
  headers?: Record<string, Json>;
  content?: Record<string, { schema?: Json }>;
}
interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  responses: Record<string, Response_ | { $ref: string }>;
}

/** The document's paths: only these are held to it (the test provider, dev mailbox and SPA are not in it). */
const CONTRACT_PREFIXES = [`${API_BASE}/`, '/index.php/app/'];
/** Routes under those paths deliberately left out of the public document. */
const UNDOCUMENTED = [`${API_BASE}/docs`, `${API_BASE}/v1/debug/network`, '/index.php/app/logout/page.css'];

/** A JSON pointer as a URI fragment: path templates hold `/`, `{` and `}`. */
const pointer = (...parts: string[]) =>
  parts.map((part) => encodeURIComponent(part.replaceAll('~', '~0').replaceAll('/', '~1'))).join('/');

/** A path template as Fastify matches it: a parameter may be empty (`…/attachments/` reaches `{filename}`). */
const patternOf = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]*')}$`);

/** What one answer looks like to the check. */
export interface Answer {
  method: string;
  url: string;
  status: number;
  headers: Headers;
  body: string;
}

export class ContractChecker {
  private readonly document: Json & { paths: Record<string, Record<string, Json>> };
  private readonly operations: Operation[];
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(document: object) {
    this.document = structuredClone(document) as ContractChecker['document'];
    this.ajv = new Ajv2020({ strict: false, allErrors: false, logger: false });
    addFormats.default(this.ajv);
    // OpenAPI's marker of a file body: nothing to check in a string.
    this.ajv.addFormat('binary', true);
    this.ajv.addSchema(this.document, 'openapi');
    this.operations = Object.entries(this.document.paths).flatMap(([template, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method,
        template,
        pattern: patternOf(template),
        responses: (operation as { responses: Operation['responses'] }).responses,
      })),
    );
  }

  /** Whether the document holds answers to this path at all. */
  static governs(path: string): boolean {
    return (
      CONTRACT_PREFIXES.some((prefix) => path.startsWith(prefix)) &&
      !UNDOCUMENTED.some((hidden) => path === hidden || path.startsWith(`${hidden}/`))
    );
  }

  /** Why this answer breaks the contract, or undefined when it keeps it. */
  violation(answer: Answer): string | undefined {
    const path = new URL(answer.url).pathname;
    if (!ContractChecker.governs(path)) return undefined;
    const method = answer.method.toLowerCase() === 'head' ? 'get' : answer.method.toLowerCase();
    const said = `${answer.method.toUpperCase()} ${path} answered ${answer.status}`;
    // Exact paths before templates: /v1/upload/batch is not /v1/upload/{id}.
    const matching = this.operations
      .filter((operation) => operation.pattern.test(path))
      .sort((a, b) => Number(a.template.includes('{')) - Number(b.template.includes('{')));
    const operation = matching.find((candidate) => candidate.method === method);
    if (!operation) {
      // Besides the operations: an unknown path is 404, a known one asked with another method 405, unless
      // refused before, as any request is (malformed, control characters, another site, media type, size).
      const allowed = [400, 403, 404, 413, 415, ...(matching.length > 0 ? [405] : [])];
      if (!allowed.includes(answer.status)) {
        return `${said}, but the OpenAPI document has no operation for it (an unknown path is answered 404, another method 405, or refused earlier with 400, 403, 413 or 415): document the route (apps/api/src/http/route-contract.ts)`;
      }
      return this.bodyViolation(
        said,
        answer,
        pointer('components', 'schemas', 'ApiError'),
        'application/json',
      );
    }
    const operationPath = ['paths', operation.template, operation.method, 'responses'];
    const key = operation.responses[String(answer.status)] ? String(answer.status) : 'default';
    const listed = operation.responses[key];
    if (!listed) {
      return `${said}, a status the OpenAPI document does not list for ${operation.method.toUpperCase()} ${operation.template} (it lists ${Object.keys(operation.responses).join(', ')}): document it in the route's contract, or fix the route`;
    }
    const [response, responsePointer] =
      '$ref' in listed && typeof listed.$ref === 'string'
        ? [this.resolve(listed.$ref), listed.$ref.slice(2)]
        : [listed as Response_, pointer(...operationPath, key)];
    for (const [name, header] of Object.entries(response.headers ?? {})) {
      const required = '$ref' in header ? this.resolve(String(header.$ref)).required : header.required;
      if (required && !answer.headers.has(name))
        return `${said} without the ${name} header the document requires`;
    }
    if (!response.content) {
      return answer.body === '' || answer.method.toUpperCase() === 'HEAD'
        ? undefined
        : `${said} with a body, where the document says the answer has none`;
    }
    const mediaType = (answer.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!response.content[mediaType]) {
      return `${said} as ${mediaType || 'no media type'}, where the document says ${Object.keys(response.content).join(' or ')}`;
    }
    if (answer.method.toUpperCase() === 'HEAD' || mediaType !== 'application/json') return undefined;
    return this.bodyViolation(
      said,
      answer,
      `${responsePointer}/content/${pointer(mediaType)}/schema`,
      mediaType,
    );
  }

  private bodyViolation(said: string, answer: Answer, schemaPointer: string, mediaType: string) {
    if (answer.method.toUpperCase() === 'HEAD') return undefined;
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return `${said} with a body that is not the ${mediaType} the document says`;
    }
    const validate = this.validator(schemaPointer);
    if (validate(body)) return undefined;
    const problems = (validate.errors ?? [])
      .slice(0, 3)
      .map((error) => `${error.instancePath || '(body)'} ${error.message}`)
      .join('; ');
    return `${said} with a body the OpenAPI document does not allow (${problems}): ${answer.body.slice(0, 300)}`;
  }

  private validator(schemaPointer: string): ValidateFunction {
    let validate = this.validators.get(schemaPointer);
    if (!validate) {
      validate = this.ajv.getSchema(`openapi#/${schemaPointer}`);
      if (!validate) throw new Error(`no schema at ${schemaPointer}`);
      this.validators.set(schemaPointer, validate);
    }
    return validate;
  }

  private resolve(ref: string): Response_ {
    let node: unknown = this.document;
    for (const part of ref.slice(2).split('/')) {
      node = (node as Json)[decodeURIComponent(part).replaceAll('~1', '/').replaceAll('~0', '~')];
    }
    return node as Response_;
  }
}
