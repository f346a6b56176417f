import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createGenerator, type JsonSchema } from 'json-schema-faker';
import fuzz, { type FuzzSpec } from 'openapi-fuzzer-core';
import { ContractChecker } from './openapi-contract.ts';
import { type Backend, Browser, startPortal, uncheckedFetch } from './portal-harness.ts';

/*
 * The contract fuzzer (decision 031), `npm run test:fuzz-contract`: requests made from the served OpenAPI
 * document by tools written by others — openapi-fuzzer-core (wrong paths, wrong methods, parameters and
 * bodies of the wrong type) and json-schema-faker (parameters and bodies the schemas allow, seeded) —
 * sent anonymously, as a citizen and as an officer; every answer is held to the document. One JSON body
 * in seven is sent nested 10,000 deep and one in seven with half an emoji in a text, as an independent
 * tester did (issue 28). Reports each undocumented answer and each 5xx; exits 1 when there is any.
 *
 * FUZZ_REQUESTS (default 6000), FUZZ_SEED (default 1), FUZZ_BACKEND (pglite or postgres, default pglite),
 * FUZZ_VERBOSE=1 (statuses by operation).
 */

type Json = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  method: string;
  template: string;
  parameters: Parameter[];
  body?: { mediaType: string; schema: JsonSchema };
}
interface Probe {
  source: 'openapi-fuzzer-core' | 'json-schema-faker';
  method: string;
  template: string;
  path: string;
  query: Record<string, unknown>;
  body?: unknown;
  mediaType?: string;
}

const target = Number(process.env.FUZZ_REQUESTS ?? 6000);
const seed = Number(process.env.FUZZ_SEED ?? 1);
const backend = (process.env.FUZZ_BACKEND ?? 'pglite') as Backend;
const CONCURRENCY = 4;

const running = await startPortal(backend, {
  // The fuzzer sends far more than a person: the limits would answer 429 to nearly everything.
  CONTACT_RATE_LIMIT_PER_HOUR: '100000',
  SIGNIN_RATE_LIMIT_PER_MINUTE: '100000',
  DECLARATION_RATE_LIMIT_PER_HOUR: '100000',
  UPLOAD_RATE_LIMIT_PER_HOUR: '100000',
  LOOKUP_RATE_LIMIT_PER_HOUR: '100000',
  FEEDBACK_RATE_LIMIT_PER_HOUR: '100000',
  DEBUG_REPORT_RATE_LIMIT_PER_HOUR: '100000',
});
const document = (await (await uncheckedFetch(`${running.url}/index.php/api/docs/json`)).json()) as {
  paths: Record<string, Record<string, Json>>;
};
const checker = new ContractChecker(document);

const operations: Operation[] = Object.entries(document.paths).flatMap(([template, methods]) =>
  Object.entries(methods).map(([method, operation]) => {
    const parameters = ((operation.parameters ?? []) as (Parameter | { $ref: string })[]).filter(
      (parameter): parameter is Parameter => !('$ref' in parameter),
    );
    const content = (
      operation.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined
    )?.content;
    // JSON when the operation takes it (sign-out also takes a form), else its one media type.
    const [mediaType, media] =
      Object.entries(content ?? {}).find(([type]) => type === 'application/json') ??
      Object.entries(content ?? {})[0] ??
      [];
    return {
      method,
      template,
      parameters,
      ...(media ? { body: { mediaType: mediaType!, schema: media.schema } } : {}),
    };
  }),
);

/** The document as openapi-fuzzer-core reads it: Swagger 2's parameters, bodies among the definitions. */
function swaggerView() {
  const definitions: Json = {};
  const paths: Record<string, Json> = {};
  for (const operation of operations) {
    const parameters: Json[] = operation.parameters.map((parameter) => ({
      name: parameter.name,
      in: parameter.in,
      required: parameter.required,
      ...(parameter.schema as Json),
    }));
    if (operation.body?.mediaType === 'application/json') {
      const name = `${operation.method} ${operation.template}`;
      definitions[name] = operation.body.schema;
      parameters.push({ name: 'body', in: 'body', schema: { $ref: `#/definitions/${name}` } });
    }
    paths[operation.template] = { ...paths[operation.template], [operation.method]: { parameters } };
  }
  return { basePath: '', paths, definitions };
}

const fill = (template: string, values: Record<string, unknown>) =>
  template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(values[name] ?? 'x')));

const fromFuzzerCore = (spec: FuzzSpec): Probe => {
  const template = spec.request.path;
  const operation = operations.find((candidate) => candidate.template === template);
  return {
    source: 'openapi-fuzzer-core',
    method: spec.request.method,
    template,
    path: fill(template, spec.request.pathParams ?? {}),
    query: spec.request.queryParams ?? {},
    ...(spec.request.body !== undefined
      ? { body: spec.request.body, mediaType: operation?.body?.mediaType ?? 'application/json' }
      : {}),
  };
};

/** Ids seen in answers, offered again as path parameters: an uuid drawn at random finds nothing. */
const seenIds: string[] = [];
// Each call takes the next seed: runs of neighbouring FUZZ_SEEDs would repeat each other shifted by one.
const generator = createGenerator({
  seed: seed * 100_000,
  optionalsProbability: 0.5,
  maxItems: 3,
  maxDepth: 6,
});

async function fromSchemas(operation: Operation, draw: number): Promise<Probe> {
  const values = async (where: string) => {
    const listed = operation.parameters.filter((parameter) => parameter.in === where);
    const schema: JsonSchema = {
      type: 'object',
      properties: Object.fromEntries(listed.map((parameter) => [parameter.name, parameter.schema ?? {}])),
      required: listed.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    };
    return (await generator.generate(schema)) as Record<string, unknown>;
  };
  const pathValues = await values('path');
  if ('id' in pathValues && seenIds.length > 0 && draw % 2 === 0)
    pathValues.id = seenIds[draw % seenIds.length];
  return {
    source: 'json-schema-faker',
    method: operation.method,
    template: operation.template,
    path: fill(operation.template, pathValues),
    query: await values('query'),
    ...(operation.body
      ? {
          mediaType: operation.body.mediaType,
          body:
            operation.body.mediaType === 'application/json'
              ? await generator.generate(operation.body.schema)
              : undefined,
        }
      : {}),
  };
}

const fixtures = await Promise.all(
  ['photo.png', 'bank-letter.pdf'].map(async (name) => ({
    name,
    content: await readFile(path.join(import.meta.dirname, 'fixtures', name)),
  })),
);

type Hostility = 'deep' | 'half-emoji' | undefined;
const hostilityOf = (draw: number): Hostility =>
  draw % 7 === 3 ? 'deep' : draw % 7 === 5 ? 'half-emoji' : undefined;
const DEEP = 10_000;

/** The value with half of 😀 after its first text (depth first); a value without text gets one. */
function withHalfEmoji(value: unknown): unknown {
  let done = false;
  const visit = (node: unknown): unknown => {
    if (done) return node;
    if (typeof node === 'string') {
      done = true;
      return `${node}\ud83d`;
    }
    if (Array.isArray(node)) return node.map(visit);
    if (node !== null && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, visit(item)]));
    return node;
  };
  const changed = visit(value);
  return done ? changed : { text: '\ud83d', value };
}

/**
 * The JSON text of a body, made hostile for some draws: nested 10,000 deep (alone, or as a field beside
 * the body's own), or with half of 😀 at the end of its first text value (a key is left whole).
 */
function jsonText(body: unknown, hostility: Hostility, draw: number): string {
  const text = JSON.stringify(body);
  if (hostility === 'deep') {
    const deep = `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`;
    return draw % 2 === 0 || !text.startsWith('{') || text === '{}'
      ? deep
      : `{"deep":${deep},${text.slice(1)}`;
  }
  if (hostility === 'half-emoji') return JSON.stringify(withHalfEmoji(body));
  return text;
}

/** One request as a client would send it: JSON, or the upload's multipart with a fixture or junk. */
function requestOf(probe: Probe, cookie: string, draw: number): { url: string; init: RequestInit } {
  const url = new URL(probe.path, running.url);
  for (const [name, value] of Object.entries(probe.query)) {
    if (value === undefined) continue;
    url.searchParams.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const headers = new Headers({ 'x-language': ['nl', 'fr', 'de', 'xx'][draw % 4]! });
  if (cookie) headers.set('cookie', cookie);
  if (draw % 3 === 0) headers.set('idempotency-key', `fuzz-${seed}-${draw}`);
  let body: FormData | string | undefined;
  if (probe.mediaType === 'multipart/form-data') {
    const form = new FormData();
    const fixture = fixtures[draw % fixtures.length]!;
    const content = draw % 5 === 0 ? Buffer.from(`not a file ${draw}`) : fixture.content;
    form.append('files', new Blob([content]), fixture.name);
    body = form;
  } else if (probe.body !== undefined && probe.method !== 'get') {
    headers.set('content-type', 'application/json');
    body = jsonText(probe.body, hostilityOf(draw), draw);
  }
  return { url: url.href, init: { method: probe.method.toUpperCase(), headers, body } };
}

async function signedIn(login: string): Promise<string> {
  const browser = new Browser(running.url);
  await browser.follow(login);
  return browser.jar.getCookieString(`${running.url}/index.php/api/`);
}
const identities = [
  { name: 'anonymous', cookie: '' },
  { name: 'citizen', cookie: await signedIn('/index.php/app/login?login_hint=85073003328') },
  { name: 'officer', cookie: await signedIn('/index.php/app/police/login?login_hint=inspector.claes') },
];

const probes: Probe[] = fuzz.swagger(swaggerView()).map(fromFuzzerCore);
/** Requests a probe makes: one per identity, sign-out anonymously only (it would end their sessions). */
const identitiesFor = (probe: Probe) =>
  identities.filter((identity) => identity.cookie === '' || !probe.template.endsWith('/logout'));
let count = probes.reduce((sum, probe) => sum + identitiesFor(probe).length, 0);
for (let draw = 0; count < target; draw++) {
  const probe = await fromSchemas(operations[draw % operations.length]!, draw);
  probes.push(probe);
  count += identitiesFor(probe).length;
}

const statuses = new Map<number, number>();
/** Statuses of the hostile bodies, by kind. */
const hostileStatuses = new Map<string, Map<number, number>>();
/** Statuses by operation: what the run reached, beyond not breaking. */
const byOperation = new Map<string, Map<number, number>>();
const findings = new Map<string, { count: number; example: string }>();
let sent = 0;
const started = Date.now();

async function send(probe: Probe, identity: (typeof identities)[number], draw: number) {
  const { url, init } = requestOf(probe, identity.cookie, draw);
  const finding = (what: string, example: string) => {
    const key = `${probe.method.toUpperCase()} ${probe.template} (${identity.name}): ${what}`;
    const known = findings.get(key) ?? { count: 0, example };
    known.count++;
    findings.set(key, known);
  };
  let response: Response;
  try {
    response = await uncheckedFetch(url, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    finding('no answer', `${init.method} ${url}: ${(error as Error).message}`);
    return;
  }
  sent++;
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  const hostility = typeof init.body === 'string' ? hostilityOf(draw) : undefined;
  if (hostility) {
    const counts = hostileStatuses.get(hostility) ?? new Map<number, number>();
    counts.set(response.status, (counts.get(response.status) ?? 0) + 1);
    hostileStatuses.set(hostility, counts);
  }
  const operation = `${probe.method.toUpperCase()} ${probe.template}`;
  const counts = byOperation.get(operation) ?? new Map<number, number>();
  counts.set(response.status, (counts.get(response.status) ?? 0) + 1);
  byOperation.set(operation, counts);
  const body = await response.text();
  const violation = checker.violation({
    method: init.method!,
    url,
    status: response.status,
    headers: response.headers,
    body,
  });
  const sentBody = typeof init.body === 'string' ? ` with ${init.body.slice(0, 300)}` : '';
  if (violation) finding(`undocumented ${response.status}`, `${violation}; sent ${url}${sentBody}`);
  else if (response.status >= 500)
    finding(`${response.status}`, `${init.method} ${url}${sentBody}: ${body.slice(0, 300)}`);
  if (response.status === 200 && response.headers.get('content-type')?.includes('json')) {
    for (const match of body.matchAll(/"(?:id|guid)":"([0-9a-f-]{36})"/g))
      if (seenIds.length < 200) seenIds.push(match[1]!);
  }
}

const work = probes.flatMap((probe, index) =>
  identitiesFor(probe).map((identity) => ({ probe, identity, draw: index })),
);
let next = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < work.length) {
      const { probe, identity, draw } = work[next++]!;
      await send(probe, identity, draw);
    }
  }),
);
await running.close();

const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(`\nContract fuzzing on ${backend}, seed ${seed}, ${new Date().toISOString().slice(0, 10)}`);
console.log(
  `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
console.log(
  `requests: ${work.length} (${work.filter(({ probe }) => probe.source === 'openapi-fuzzer-core').length} from openapi-fuzzer-core, the others from json-schema-faker; ${identities.map(({ name }) => name).join(', ')}), answered ${sent}, in ${seconds} s`,
);
const tally = (counts: Map<number, number>) =>
  [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(', ');
console.log(`statuses: ${tally(statuses)}`);
for (const [hostility, counts] of hostileStatuses) {
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  console.log(
    `  of which ${total} JSON bodies ${hostility === 'deep' ? `nested ${DEEP} deep` : 'with half an emoji'}: ${tally(counts)}`,
  );
}
if (process.env.FUZZ_VERBOSE) {
  for (const [operation, counts] of [...byOperation].sort()) console.log(`  ${operation}: ${tally(counts)}`);
}
if (findings.size === 0) {
  console.log('findings: none (no undocumented answer, no 5xx)');
} else {
  console.log(`findings: ${findings.size}`);
  for (const [key, { count, example }] of findings) console.log(`- ${key} ×${count}\n    ${example}`);
}
process.exit(findings.size === 0 ? 0 : 1);
