import { describe, expect, it } from 'vitest';
import { buildZoneIndex, competentZone, zoneKeyOf } from './police-zones.ts';
import { readSeed } from './seed-files.ts';

const municipalities = readSeed('municipalities').municipalities;
const zones = readSeed('zones').zones;
const index = buildZoneIndex(zones);

describe('competentZone', () => {
  it('maps every one of the 565 municipalities to exactly one of the 176 zones', () => {
    expect(municipalities).toHaveLength(565);
    expect(zones).toHaveLength(176);
    for (const municipality of municipalities) {
      const owners = zones.filter((zone) => zone.municipalities.includes(municipality.nis));
      expect(owners, municipality.names.nl).toHaveLength(1);
      expect(competentZone(index, municipality.nis)?.key).toBe(zoneKeyOf(owners[0]!));
    }
    // No zone lists a municipality that does not exist.
    const known = new Set(municipalities.map((m) => m.nis));
    expect([...index.keys()].filter((nis) => !known.has(nis))).toEqual([]);
  });

  it('gives every zone a unique key, provisional ones included', () => {
    const keys = zones.map(zoneKeyOf);
    expect(new Set(keys).size).toBe(176);
    expect(keys.filter((key) => key.startsWith('P-')).sort()).toEqual([
      'P-5346-5430-5431-5433',
      'P-5371-5372-5377',
      'P-5378-5384-5385',
      'P-5379-5380',
      'P-5423-5424',
      'P-5425-5426',
    ]);
  });

  it.each([
    ['11002', '5345', 'Antwerpen'],
    ['44021', '5415', 'Gent'],
    ['63023', '5292', 'Weser-Göhl'],
    ['43010', 'P-5423-5424', 'Aalter/Maldegem'],
  ])('routes %s to zone %s', (nis, key, name) => {
    expect(competentZone(index, nis)).toMatchObject({ key, name });
  });

  it('knows no zone for an unknown municipality', () => {
    expect(competentZone(index, '99999')).toBeUndefined();
  });

  it('refuses data where a municipality is in two zones', () => {
    const twice = [zones[0]!, { ...zones[1]!, municipalities: [zones[0]!.municipalities[0]!] }];
    expect(() => buildZoneIndex(twice)).toThrow(/is in zones/);
  });
});
