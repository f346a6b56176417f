import {
  type Organisation,
  OrganisationPageSchema,
  OrganisationSchema,
  type RegistryAddress,
  type RegistryPerson,
  RegistryPersonSchema,
} from '@pow/domain';
import type { z } from 'zod';
import {
  type EnterpriseRegister,
  type OrganisationPage,
  TooManyMatchesError,
} from './enterprise-register.ts';
import { type NationalRegistry, RegistryUnavailableError } from './national-registry.ts';

/** A look-up slower than this counts as an outage: the person is waiting on the page. */
const TIMEOUT_MS = 5000;

/**
 * The registries through the operator's gateway at REGISTRY_URL (REGISTRY_ADAPTER=http), in JSON:
 * `GET persons/<rrn>`, `GET enterprises?name=&postcode=&page=` (422 past the match cap) and
 * `GET enterprises/<number>`, 404 when unknown. The gateway speaks to the federal services
 * (national registry, Crossroads Bank for Enterprises) with the portal's credentials; every answer
 * is checked against the portal's own schemas, and anything else is an outage. An address without a
 * municipality key gets the portal's, as the test registries' do, so the zone can be found from it.
 */
export class HttpRegistryGateway implements NationalRegistry, EnterpriseRegister {
  private readonly base: URL;
  private readonly munKeyOf: (postcode: string, municipality: string) => string | undefined;

  constructor(url: string, munKeyOf: (postcode: string, municipality: string) => string | undefined) {
    this.base = new URL(url.endsWith('/') ? url : `${url}/`);
    this.munKeyOf = munKeyOf;
  }

  async findByRrn(rrn: string): Promise<RegistryPerson | undefined> {
    const person = await this.read(`persons/${encodeURIComponent(rrn)}`, RegistryPersonSchema);
    return person && { ...person, address: this.keyed(person.address) };
  }

  async find(query: {
    name: string;
    postcode?: string | undefined;
    page: number;
  }): Promise<OrganisationPage> {
    const search = new URLSearchParams({ name: query.name, page: String(query.page) });
    if (query.postcode) search.set('postcode', query.postcode);
    const page = await this.read(`enterprises?${search}`, OrganisationPageSchema);
    if (!page) throw new RegistryUnavailableError('enterprise search answered 404');
    return { ...page, items: page.items.map((o) => ({ ...o, address: this.keyed(o.address) })) };
  }

  async get(number: string): Promise<Organisation | undefined> {
    const organisation = await this.read(`enterprises/${encodeURIComponent(number)}`, OrganisationSchema);
    return organisation && { ...organisation, address: this.keyed(organisation.address) };
  }

  private keyed(address: RegistryAddress): RegistryAddress {
    const munKey = address.munKey ?? this.munKeyOf(address.post_code, address.municipality);
    return munKey ? { ...address, munKey } : address;
  }

  private async read<T>(path: string, schema: z.ZodType<T>): Promise<T | undefined> {
    let response: Response;
    try {
      response = await fetch(new URL(path, this.base), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new RegistryUnavailableError(`registry gateway unreachable: ${(error as Error).message}`);
    }
    if (response.status === 404) return undefined;
    if (response.status === 422) throw new TooManyMatchesError();
    if (!response.ok) throw new RegistryUnavailableError(`registry gateway answered ${response.status}`);
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new RegistryUnavailableError('registry gateway answered an unexpected body');
    return parsed.data;
  }
}
