import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TooManyMatchesError } from './enterprise-register.ts';
import { HttpRegistryGateway } from './http-registries.ts';
import { RegistryUnavailableError } from './national-registry.ts';

const ADDRESS = { street: 'Kerkstraat', number: '1', box: '', post_code: '9000', municipality: 'Gent' };
const PERSON = {
  rrn: '85073003328',
  firstname: 'Jan',
  lastname: 'Peeters',
  birth_date: '1985-07-30',
  nationality: 'BE',
  address: ADDRESS,
};
const KEYED = { ...ADDRESS, munKey: '44021' };
const ORGANISATION = { name: 'Bakkerij Peeters', number: '0123456749', legal_form: 'BV', address: ADDRESS };

/** A gateway double: what it answers depends on the path; every request is recorded. */
let server: Server;
let gateway: HttpRegistryGateway;
const requests: string[] = [];
const answer = (request: IncomingMessage): [number, unknown] => {
  const url = new URL(request.url!, 'http://gateway.invalid');
  switch (url.pathname) {
    case '/v1/persons/85073003328':
      return [200, PERSON];
    case '/v1/persons/92031412451':
      return [200, { ...PERSON, address: 'not an address' }];
    case '/v1/persons/04022916265':
      return [500, { error: 'down' }];
    case '/v1/enterprises':
      return url.searchParams.get('name') === 'bv'
        ? [422, {}]
        : [200, { items: [ORGANISATION], total: 1, page: 2, pageSize: 10 }];
    case '/v1/enterprises/0123456749':
      return [200, ORGANISATION];
    default:
      return [404, {}];
  }
};

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url!);
    const [status, body] = answer(request);
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  gateway = new HttpRegistryGateway(
    `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1`,
    (postcode, municipality) => (postcode === '9000' && municipality === 'Gent' ? '44021' : undefined),
  );
});
afterAll(() => {
  server.close();
});

describe('registry gateway over HTTP (REGISTRY_ADAPTER=http)', () => {
  it('finds a person by rrn, and answers undefined for one the registry does not know', async () => {
    // The portal adds the municipality key the gateway did not give.
    expect(await gateway.findByRrn('85073003328')).toEqual({ ...PERSON, address: KEYED });
    expect(await gateway.findByRrn('78122424677')).toBeUndefined();
  });

  it('counts an error status or an unexpected body as an outage', async () => {
    await expect(gateway.findByRrn('04022916265')).rejects.toThrow(RegistryUnavailableError);
    await expect(gateway.findByRrn('92031412451')).rejects.toThrow(RegistryUnavailableError);
  });

  it('searches and reads enterprises, 422 meaning too many matches', async () => {
    const page = await gateway.find({ name: 'Bakkerij', postcode: '9000', page: 2 });
    expect(page).toEqual({ items: [{ ...ORGANISATION, address: KEYED }], total: 1, page: 2, pageSize: 10 });
    expect(requests).toContain('/v1/enterprises?name=Bakkerij&page=2&postcode=9000');
    await expect(gateway.find({ name: 'bv', page: 1 })).rejects.toThrow(TooManyMatchesError);
    expect(await gateway.get('0123456749')).toEqual({ ...ORGANISATION, address: KEYED });
    expect(await gateway.get('0999999999')).toBeUndefined();
  });

  it('counts an unreachable gateway as an outage', async () => {
    const closed = new HttpRegistryGateway('http://127.0.0.1:1/v1', () => undefined);
    await expect(closed.findByRrn('85073003328')).rejects.toThrow(RegistryUnavailableError);
  });
});
