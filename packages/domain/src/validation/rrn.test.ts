import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testIdentities } from '../testing/test-identities.ts';
import { isBisNumber, isValidRrn, normalizeRrn, RrnSchema, rrnBirthDate, rrnCentury } from './rrn.ts';

const people = [...testIdentities.citizens, ...testIdentities.registry_only_persons];

describe('fixture identities', () => {
  it.each(people.map((p) => [p.rrn, p.birth_date]))('%s is valid and born %s', (rrn, birthDate) => {
    expect(isValidRrn(rrn)).toBe(true);
    expect(rrnBirthDate(rrn)).toBe(birthDate);
  });

  it('valid_but_unknown_rrn is valid', () => {
    expect(isValidRrn(testIdentities.registry_lookup_cases.valid_but_unknown_rrn)).toBe(true);
  });

  it('invalid_checksum_rrn is invalid', () => {
    expect(isValidRrn(testIdentities.registry_lookup_cases.invalid_checksum_rrn)).toBe(false);
    expect(
      RrnSchema.safeParse(testIdentities.registry_lookup_cases.invalid_checksum_rrn).error?.issues[0]
        ?.message,
    ).toBe('error_rrn_invalid');
  });
});

describe('isValidRrn', () => {
  it.each([
    ['85073003328', 1900],
    ['85.07.30-033.28', 1900],
    [' 85 07 30 033 28 ', 1900],
    ['01110508784', 2000],
    ['04022916265', 2000],
  ])('accepts %j, born in the %ss', (value, century) => {
    expect(rrnCentury(value)).toBe(century);
  });

  it.each(['85073003329', '8507300332', '850730033288', '8507300332a', '85_07_30_033_28', ''])(
    'refuses %j',
    (value) => {
      expect(isValidRrn(value)).toBe(false);
    },
  );

  it('schema outputs the 11 digits', () => {
    expect(RrnSchema.parse('85.07.30-033.28')).toBe('85073003328');
    expect(normalizeRrn('01.11.05-087.84')).toBe('01110508784');
    expect(RrnSchema.safeParse('').error?.issues.map((i) => i.message)).toEqual(['required_field']);
  });
});

/** Writes an rrn with its check digits: the 9 digits, a 2 before them for births from 2000. */
function rrn(yy: number, mm: number, dd: number, sequence: number, century: 1900 | 2000): string {
  const base =
    [yy, mm, dd].map((n) => String(n).padStart(2, '0')).join('') + String(sequence).padStart(3, '0');
  const checked = century === 2000 ? 2_000_000_000 + Number(base) : Number(base);
  return `${base}${String(97 - (checked % 97)).padStart(2, '0')}`;
}

describe('bis numbers and birth dates', () => {
  it.each([
    [rrn(85, 7 + 20, 30, 33, 1900), '30/07/1985'],
    [rrn(85, 7 + 40, 30, 33, 1900), '30/07/1985'],
    [rrn(4, 2 + 40, 29, 162, 2000), '29/02/2004'],
    [rrn(90, 20, 0, 1, 1900), undefined],
    [rrn(90, 40, 0, 1, 1900), undefined],
    [rrn(90, 0, 0, 1, 1900), undefined],
    [rrn(90, 13, 1, 1, 1900), undefined],
  ])('%s gives %s', (value, birthDate) => {
    expect(isValidRrn(value)).toBe(true);
    expect(rrnBirthDate(value)).toBe(birthDate);
  });

  it('tells bis numbers apart', () => {
    expect(isBisNumber(rrn(85, 27, 30, 33, 1900))).toBe(true);
    expect(isBisNumber('85073003328')).toBe(false);
    expect(isBisNumber('85073003329')).toBe(false);
  });

  it('gives no birth date for an invalid number', () => {
    expect(rrnBirthDate('85073003329')).toBeUndefined();
  });
});

describe('rrn properties', () => {
  const numbers = fc
    .record({
      birth: fc.date({
        min: new Date('1900-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      }),
      sequence: fc.integer({ min: 1, max: 998 }),
      bis: fc.constantFrom(0, 20, 40),
      unknownBirthDate: fc.boolean(),
    })
    .map(({ birth, sequence, bis, unknownBirthDate }) => {
      const year = birth.getUTCFullYear();
      const century = year >= 2000 ? 2000 : 1900;
      const [month, day] =
        unknownBirthDate && bis > 0 ? [0, 0] : [birth.getUTCMonth() + 1, birth.getUTCDate()];
      const birthDate =
        month === 0 ? undefined : `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
      return { value: rrn(year % 100, month + bis, day, sequence, century), century, birthDate } as const;
    });

  it('every generated number passes, in its century, with its birth date', () => {
    fc.assert(
      fc.property(numbers, ({ value, century, birthDate }) => {
        expect(rrnCentury(value)).toBe(century);
        expect(rrnBirthDate(value)).toBe(birthDate);
      }),
    );
  });

  it('mod 97 catches every single-digit substitution within the century', () => {
    fc.assert(
      fc.property(numbers, ({ value, century }) => {
        for (let position = 0; position < value.length; position += 1) {
          for (let digit = 0; digit <= 9; digit += 1) {
            if (String(digit) === value[position]) continue;
            const changed = `${value.slice(0, position)}${digit}${value.slice(position + 1)}`;
            expect(rrnCentury(changed)).not.toBe(century);
          }
        }
      }),
    );
  });

  it('a substitution passes only by switching century: the second year digit moved by 6', () => {
    // 2 000 000 000 ≡ 68 and −6 × 10⁷ ≡ 29 ≡ −68 (mod 97): that change swaps one century's check for the other.
    fc.assert(
      fc.property(numbers, ({ value, century }) => {
        for (let position = 0; position < value.length; position += 1) {
          for (let digit = 0; digit <= 9; digit += 1) {
            if (String(digit) === value[position]) continue;
            const changed = `${value.slice(0, position)}${digit}${value.slice(position + 1)}`;
            if (!isValidRrn(changed)) continue;
            expect({
              position,
              shift: digit - Number(value[position]),
              century: rrnCentury(changed),
            }).toEqual({
              position: 1,
              shift: century === 1900 ? -6 : 6,
              century: century === 1900 ? 2000 : 1900,
            });
          }
        }
      }),
    );
  });
});
