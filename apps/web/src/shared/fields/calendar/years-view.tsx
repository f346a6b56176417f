import type { CalendarDate } from '@pow/domain';
import { type KeyboardEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  inYear,
  inYears,
  YEARS_PER_PAGE,
  type YearRange,
  yearAfterKey,
  yearHasAllowedDay,
  yearPageStart,
  yearRows,
} from './calendar-dates.ts';
import { LiveCaption, StepButton } from './calendar-parts.tsx';

export interface YearsViewProps {
  /** The day the calendar is on: the keyboard is on its year. */
  readonly active: CalendarDate;
  readonly selected: CalendarDate | undefined;
  readonly today: CalendarDate;
  readonly years: YearRange;
  readonly allows: (date: CalendarDate) => boolean;
  readonly onMove: (date: CalendarDate, focus: boolean) => void;
  readonly onChoose: (year: number) => void;
}

/**
 * Twenty years a page (spec §9: "calendar years page size 20"), the first page ending this year, so
 * that a birth date decades back is a few pages away. A year without a day the rules allow is disabled.
 */
export function YearsView({
  active,
  selected,
  today,
  years: range,
  allows,
  onMove,
  onChoose,
}: YearsViewProps) {
  const { t } = useTranslation();
  const start = yearPageStart(active.year, today.year);
  const end = start + YEARS_PER_PAGE - 1;
  const rows = yearRows(start);
  const years = rows.flat();
  // The rules do not change while the dialog is open; a page is checked once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: allows is a new function on every render
  const allowed = useMemo(
    () => new Set(years.filter((year) => inYears(year, range) && yearHasAllowedDay(year, allows))),
    [start],
  );
  const moveToYear = (year: number, focus: boolean) => onMove(inYear(active, year), focus);
  const span = t('fields.calendar_years', { from: start, to: end });

  const onKeyDown = (event: KeyboardEvent, year: number) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (allowed.has(year)) onChoose(year);
      return;
    }
    const next = yearAfterKey(year, event.key, start);
    if (next === undefined) return;
    event.preventDefault();
    moveToYear(next, true);
  };

  return (
    <>
      <div className="calendar__nav">
        <StepButton
          direction="previous"
          label={t('fields.calendar_previous_years', { years: YEARS_PER_PAGE })}
          onClick={() => moveToYear(active.year - YEARS_PER_PAGE, false)}
          testId="calendar-previous"
        />
        <span className="calendar__caption calendar__caption--years" aria-hidden="true">
          {start} – {end}
        </span>
        <StepButton
          direction="next"
          label={t('fields.calendar_next_years', { years: YEARS_PER_PAGE })}
          onClick={() => moveToYear(active.year + YEARS_PER_PAGE, false)}
          testId="calendar-next"
        />
      </div>
      <LiveCaption text={span} />
      <table
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG date picker is a table with role grid
        role="grid"
        className="calendar__grid calendar__grid--years"
        aria-label={span}
        data-testid="calendar-years-grid"
      >
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]}>
              {row.map((year) => {
                const isActive = year === active.year;
                const enabled = allowed.has(year);
                return (
                  <td
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of that grid
                    role="gridcell"
                    key={year}
                    className={enabled ? 'calendar__cell' : 'calendar__cell calendar__cell--refused'}
                    tabIndex={isActive ? 0 : -1}
                    aria-selected={year === selected?.year || undefined}
                    aria-current={year === today.year ? 'date' : undefined}
                    aria-disabled={enabled ? undefined : true}
                    data-autofocus={isActive || undefined}
                    data-year={year}
                    onClick={() => {
                      moveToYear(year, true);
                      if (enabled) onChoose(year);
                    }}
                    onKeyDown={(event) => onKeyDown(event, year)}
                  >
                    {year}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
