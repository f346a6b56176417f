import { describe, expect, it } from 'vitest';
import { EXAMPLE_DEGRADATION_GRAFFITI, EXAMPLE_DEGRADATION_VARIOUS } from '../testing/examples.ts';
import { issuesOf, NOW, withChanges } from '../testing/schema-helpers.ts';
import {
  ColorsSchema,
  createDegradationDeclarationSchema,
  createDegradationFactSchema,
  GraffitiSchema,
} from './degradation.ts';

const schema = createDegradationDeclarationSchema(NOW);

describe('colours of an object or a graffiti', () => {
  it('takes each colour of the list once, or none', () => {
    expect(issuesOf(ColorsSchema, ['black', 'red'])).toEqual([]);
    expect(issuesOf(ColorsSchema, [])).toEqual([]);
    expect(issuesOf(ColorsSchema, undefined)).toEqual([]);
  });

  it('refuses the same colour twice, like a colour outside the list', () => {
    expect(issuesOf(ColorsSchema, ['red', 'black', 'red'])).toEqual([':required_field']);
    expect(issuesOf(ColorsSchema, ['plaid'])).toEqual(['0:required_field']);
  });

  it('refuses a repeated colour on an object and on a graffiti, at the list', () => {
    expect(
      issuesOf(
        schema,
        withChanges(EXAMPLE_DEGRADATION_VARIOUS, { 'damaged_objects.0.colors': ['grey', 'grey'] }),
      ),
    ).toEqual(['damaged_objects.0.colors:required_field']);
    expect(
      issuesOf(
        schema,
        withChanges(EXAMPLE_DEGRADATION_GRAFFITI, {
          'damaged_objects.0.damage.graffiti.colors': ['black', 'red', 'black'],
        }),
      ),
    ).toEqual(['damaged_objects.0.damage.graffiti.colors:required_field']);
  });
});

describe('the sizes of a graffiti', () => {
  const graffiti = { complexity: 'simple' };

  it('are its width and its height', () => {
    expect(GraffitiSchema.parse({ ...graffiti, width: '350', height: '120' })).toMatchObject({
      width: '350',
      height: '120',
    });
    expect(issuesOf(GraffitiSchema, { ...graffiti, width: '2,5', height: '0' })).toEqual([
      'width:require_positive_integer',
      'height:require_positive_integer',
    ]);
  });

  it("are still read in spec §3's words, length along the surface and width across it", () => {
    const parsed = GraffitiSchema.parse({ ...graffiti, length: '350', width: '120' });
    expect(parsed).toMatchObject({ width: '350', height: '120' });
    expect(parsed).not.toHaveProperty('length');
    expect(GraffitiSchema.parse({ ...graffiti, length: '350' })).toMatchObject({ width: '350' });
    expect(GraffitiSchema.parse({ ...graffiti, width: '120' })).toMatchObject({ width: '120' });
  });

  it('keep the height of the example in its height', () => {
    const parsed = schema.parse(EXAMPLE_DEGRADATION_GRAFFITI);
    const damage = parsed.damaged_objects[0]?.damage;
    expect(damage && 'graffiti' in damage ? damage.graffiti : undefined).toMatchObject({
      width: '350',
      height: '120',
    });
  });
});

describe('last seen intact on or before the discovery (spec §5)', () => {
  const fact = createDegradationFactSchema('various', NOW);
  const at = (date: string, time: string, seenDate: string, seenTime: string) =>
    issuesOf(
      fact,
      withChanges(EXAMPLE_DEGRADATION_VARIOUS.fact, {
        datetime: { date, time },
        last_seen_datetime: { date: seenDate, time: seenTime },
      }),
    );

  it('accepts a last-seen moment before or equal to the discovery', () => {
    expect(at('15/03/2025', '07:45', '14/03/2025', '22:30')).toEqual([]);
    expect(at('15/03/2025', '07:45', '15/03/2025', '07:45')).toEqual([]);
  });

  it('refuses one a minute later, or a day later, on the last-seen time', () => {
    const refused = ['last_seen_datetime.time:fact_info_last_seen_before_degradation_error'];
    expect(at('15/03/2025', '07:45', '15/03/2025', '07:46')).toEqual(refused);
    expect(at('15/03/2025', '07:45', '16/03/2025', '06:00')).toEqual(refused);
  });

  it('stays silent while a moment is itself wrong, so that field’s own message speaks', () => {
    expect(at('15/03/2025', '07:45', '16/03/2025', '25:00')).toEqual([
      'last_seen_datetime.time:require_time_format',
    ]);
    expect(at('15/03/2025', '', '16/03/2025', '06:00')).toEqual(['datetime.time:required_field']);
  });
});
