import { describe, expect, it } from 'vitest';
import { exactMatch, filterOptions, prepareOptions, type SelectOption } from './filter-options.ts';

const municipalities: SelectOption[] = [
  { value: '11002-2000', label: '2000 Antwerpen' },
  { value: '11002-2018', label: '2018 Antwerpen' },
  { value: '44021-9000', label: '9000 Gent' },
  { value: '44021-9050', label: '9050 Gentbrugge' },
  { value: '62063-4000', label: '4000 Liège' },
  { value: '71053-3800', label: '3800 Sint-Truiden' },
  { value: '25015-1420', label: "1420 Braine-l'Alleud" },
  { value: '44083-9830', label: '9830 Sint-Martens-Latem' },
];
const prepared = prepareOptions(municipalities);
const labels = (query: string) => filterOptions(prepared, query).map(({ option }) => option.label);

describe('filterOptions (spec §5: the select filter is case-insensitive)', () => {
  it('finds a municipality by postcode or by name', () => {
    expect(labels('2000')).toEqual(['2000 Antwerpen']);
    expect(labels('antw')).toEqual(['2000 Antwerpen', '2018 Antwerpen']);
  });

  it('ignores case and accents', () => {
    expect(labels('LIEGE')).toEqual(['4000 Liège']);
    expect(labels('liège')).toEqual(['4000 Liège']);
  });

  it('ignores hyphens, apostrophes and repeated spaces', () => {
    expect(labels('sint  truiden')).toEqual(['3800 Sint-Truiden']);
    expect(labels('braine l alleud')).toEqual(["1420 Braine-l'Alleud"]);
    expect(labels('braine-l’alleud')).toEqual(["1420 Braine-l'Alleud"]);
  });

  it('puts a match at the start, then at the start of a word, before one inside a word', () => {
    const options = prepareOptions([
      { value: 'a', label: 'Kerkstraat' },
      { value: 'b', label: 'Oude Kerkstraat' },
      { value: 'c', label: 'Kerk' },
      { value: 'd', label: 'Achterkerkstraat' },
    ]);
    expect(filterOptions(options, 'kerk').map(({ option }) => option.value)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('gives the whole list, in its order, for an empty query', () => {
    expect(labels('  ')).toHaveLength(municipalities.length);
  });

  it('matches the keywords too', () => {
    const countries = prepareOptions([
      { value: 'BE', label: 'België (+32)', keywords: '+32 32' },
      { value: 'NL', label: 'Nederland (+31)', keywords: '+31 31' },
    ]);
    expect(filterOptions(countries, '+31').map(({ option }) => option.value)).toEqual(['NL']);
  });
});

describe('filterOptions with other names and groups (issue 33: villages, languages, one entry a municipality)', () => {
  const places = prepareOptions([
    { value: '23105-1785', label: '1785 Merchtem', group: '23105', searchNames: ['Brussegem', 'Hamme'] },
    { value: '25072-1400', label: '1400 Nijvel', group: '25072', searchNames: ['Nivelles', 'Monstreux'] },
    { value: '62063-4000', label: '4000 Lüttich', group: '62063', searchNames: ['Luik', 'Liège'] },
    { value: '62063-4020', label: '4020 Lüttich', group: '62063', searchNames: ['Jupille-sur-Meuse'] },
    { value: '63061-4730', label: '4730 Raeren', group: '63061', searchNames: ['Hauset'] },
    { value: '63061-4731', label: '4731 Raeren', group: '63061', searchNames: ['Eynatten'] },
    { value: '53053-7000', label: '7000 Bergen', group: '53053', searchNames: ['Mons'] },
    { value: '42008-9220', label: '9220 Hamme', group: '42008' },
  ]);
  const found = (query: string, chosen?: string) =>
    filterOptions(places, query, chosen).map(({ option, foundAs }) => [option.value, foundAs]);

  it('finds a municipality by a village, and says which', () => {
    expect(found('eynatten')).toEqual([['63061-4731', 'Eynatten']]);
    expect(found('Jupille')).toEqual([['62063-4020', 'Jupille-sur-Meuse']]);
    expect(found('hauset')).toEqual([['63061-4730', 'Hauset']]);
  });

  it('finds a municipality by its name in another language', () => {
    expect(found('Luik')).toEqual([['62063-4000', 'Luik']]);
    expect(found('LIEGE')).toEqual([['62063-4000', 'Liège']]);
  });

  it('lists a municipality once, by its best match, or by the chosen postcode', () => {
    expect(found('lüttich')).toEqual([['62063-4000', undefined]]);
    expect(found('raeren')).toEqual([['63061-4730', undefined]]);
    expect(found('raeren', '63061-4731')).toEqual([['63061-4731', undefined]]);
    expect(found('4020')).toEqual([['62063-4020', undefined]]);
    expect(found('').map(([value]) => value)).toEqual([
      '23105-1785',
      '25072-1400',
      '62063-4000',
      '63061-4730',
      '53053-7000',
      '42008-9220',
    ]);
  });

  it('puts a municipality so named before another’s village, a whole name before a name’s start', () => {
    expect(found('hamme')).toEqual([
      ['42008-9220', undefined],
      ['23105-1785', 'Hamme'],
    ]);
    expect(found('mons')).toEqual([
      ['53053-7000', 'Mons'],
      ['25072-1400', 'Monstreux'],
    ]);
  });
});

describe('exactMatch', () => {
  it('takes the one option whose label is what was typed', () => {
    expect(exactMatch(prepared, '9000 gent')?.value).toBe('44021-9000');
    expect(exactMatch(prepared, 'gent')).toBeUndefined();
    expect(exactMatch(prepared, '')).toBeUndefined();
  });
});
