import { describe, expect, it } from 'vitest';
import { AddressSchema, changeMunicipality, isValidAddress } from './address.ts';

const meir = { municipality: '2000_antwerpen', post_code: '2000', street: 'Meir', number: '12', box: '' };

describe('AddressSchema', () => {
  it('accepts a full address, trims, and drops a blank box', () => {
    expect(AddressSchema.parse({ ...meir, street: ' Meir ' })).toEqual({
      municipality: '2000_antwerpen',
      post_code: '2000',
      street: 'Meir',
      number: '12',
      box: undefined,
    });
    expect(isValidAddress({ municipality: 'x', street: 'y', number: '1' })).toBe(true);
  });

  it.each([
    [{ ...meir, municipality: '' }, [['municipality', 'required_field']]],
    [{ ...meir, street: ' ' }, [['street', 'required_field']]],
    [{ ...meir, number: '' }, [['number', 'required_field']]],
    [{ ...meir, number: '0' }, [['number', 'require_positive_integer']]],
    [{ ...meir, number: '12A' }, [['number', 'require_positive_integer']]],
    [
      { post_code: '2000' },
      [
        ['municipality', 'required_field'],
        ['street', 'required_field'],
        ['number', 'required_field'],
      ],
    ],
  ])('%j gives %j', (value, expected) => {
    expect(AddressSchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual(
      expected,
    );
  });
});

describe('changeMunicipality', () => {
  it('clears street, number and box, keeps the rest, and leaves the original alone', () => {
    const before = { ...meir, box: '3' };
    expect(changeMunicipality(before, '9000_gent')).toEqual({
      municipality: '9000_gent',
      post_code: '2000',
      street: '',
      number: '',
      box: '',
    });
    expect(before.street).toBe('Meir');
  });

  it('works with a municipality object too', () => {
    const draft = { municipality: { tkey: '1', postcode: '2000' }, street: 'Meir', number: '1' };
    expect(changeMunicipality(draft, { tkey: '2', postcode: '9000' }).municipality).toEqual({
      tkey: '2',
      postcode: '9000',
    });
  });
});
