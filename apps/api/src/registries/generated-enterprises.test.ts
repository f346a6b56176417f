import { isValidEnterpriseNumber } from '@pow/domain';
import { describe, expect, it } from 'vitest';
import { enterpriseNumberFrom, generateEnterprises } from './generated-enterprises.ts';

const places = [
  { street: 'Meir', postcode: '2000', municipality: 'Antwerpen', munKey: '11002' },
  { street: 'Veldstraat', postcode: '9000', municipality: 'Gent', munKey: '44021' },
];

describe('generateEnterprises', () => {
  it('makes valid, unique enterprise numbers that avoid the taken ones', () => {
    const taken = new Set(['0712123421']);
    const enterprises = generateEnterprises(240, places, taken);
    expect(enterprises).toHaveLength(240);
    expect(enterprises.every((e) => isValidEnterpriseNumber(e.number) && /^[01]/.test(e.number))).toBe(true);
    expect(new Set(enterprises.map((e) => e.number)).size).toBe(240);
    expect(enterprises.map((e) => e.number)).not.toContain('0712123421');
    expect(new Set(enterprises.map((e) => e.name)).size).toBe(240);
  });

  it('is the same on every start', () => {
    expect(generateEnterprises(5, places, new Set())).toEqual(generateEnterprises(5, places, new Set()));
  });

  it('computes the check digits of the fixtures', () => {
    expect(enterpriseNumberFrom(7121234)).toBe('0712123421');
    expect(enterpriseNumberFrom(8123456)).toBe('0812345603');
  });
});
