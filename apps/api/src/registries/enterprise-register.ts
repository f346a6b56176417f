import {
  foldForSearch,
  ORGANISATION_PAGE_SIZE,
  ORGANISATION_SEARCH_MAX_MATCHES,
  type Organisation,
} from '@pow/domain';
import type { TestIdentities } from '../test-idp/identities.ts';
import { RegistryUnavailableError } from './national-registry.ts';

export class TooManyMatchesError extends Error {}

export interface OrganisationPage {
  items: Organisation[];
  total: number;
  page: number;
  pageSize: number;
}

/** The Crossroads Bank for Enterprises as the portal sees it; the federal adapter implements the same. */
export interface EnterpriseRegister {
  /** Enterprises whose name contains `name` (and at `postcode`); throws TooManyMatchesError past the cap. */
  find(query: { name: string; postcode?: string | undefined; page: number }): Promise<OrganisationPage>;
  get(number: string): Promise<Organisation | undefined>;
}

/** An in-memory register over a fixed list: the fixture enterprises and the generated ones. */
export class TestEnterpriseRegister implements EnterpriseRegister {
  private readonly enterprises: { folded: string; organisation: Organisation }[];

  constructor(organisations: Organisation[]) {
    const collator = new Intl.Collator('nl');
    this.enterprises = [...organisations]
      .sort((a, b) => collator.compare(a.name, b.name))
      .map((organisation) => ({ folded: foldForSearch(organisation.name), organisation }));
  }

  async find(query: {
    name: string;
    postcode?: string | undefined;
    page: number;
  }): Promise<OrganisationPage> {
    const needle = foldForSearch(query.name.trim());
    const matches = this.enterprises
      .filter((e) => e.folded.includes(needle))
      .filter((e) => !query.postcode || e.organisation.address.post_code === query.postcode)
      .map((e) => e.organisation);
    if (matches.length > ORGANISATION_SEARCH_MAX_MATCHES) throw new TooManyMatchesError();
    const start = (query.page - 1) * ORGANISATION_PAGE_SIZE;
    return {
      items: matches.slice(start, start + ORGANISATION_PAGE_SIZE),
      total: matches.length,
      page: query.page,
      pageSize: ORGANISATION_PAGE_SIZE,
    };
  }

  async get(number: string): Promise<Organisation | undefined> {
    return this.enterprises.find((e) => e.organisation.number === number)?.organisation;
  }
}

export class UnavailableEnterpriseRegister implements EnterpriseRegister {
  async find(): Promise<OrganisationPage> {
    throw new RegistryUnavailableError('enterprise register unavailable');
  }
  async get(): Promise<Organisation | undefined> {
    throw new RegistryUnavailableError('enterprise register unavailable');
  }
}

export function fixtureOrganisations(identities: TestIdentities): Organisation[] {
  return identities.organisations.map((o) => ({ ...o, address: { ...o.address } }));
}
