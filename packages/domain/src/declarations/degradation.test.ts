import { describe, expect, it } from 'vitest';
import {
  ColorsSchema,
  createDegradationDeclarationSchema,
  createDegradationFactSchema,
} from './degradation.ts';
import { EXAMPLE_DEGRADATION_GRAFFITI, EXAMPLE_DEGRADATION_VARIOUS } from './examples.ts';
import { issuesOf, NOW, withChanges } from './test-support.ts';

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
