import type { CalendarDate } from '@pow/domain';
import { type KeyboardEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/i18n.ts';
import { addMonths, dayAfterKey, dayKey, monthWeeks, sameDay } from './calendar-dates.ts';
import { calendarNames } from './calendar-names.ts';
import { LiveCaption, StepButton } from './calendar-parts.tsx';

export interface DaysViewProps {
  /** The day the keyboard is on: its month is shown. */
  readonly active: CalendarDate;
  readonly selected: CalendarDate | undefined;
  readonly today: CalendarDate;
  readonly allows: (date: CalendarDate) => boolean;
  /** `focus`: the move came from the grid, so focus follows it; the month buttons keep it. */
  readonly onMove: (date: CalendarDate, focus: boolean) => void;
  readonly onChoose: (date: CalendarDate) => void;
  readonly onYears: () => void;
}

/** A month as a grid of days, Monday first, labelled by its month and year. */
export function DaysView({ active, selected, today, allows, onMove, onChoose, onYears }: DaysViewProps) {
  const { t } = useTranslation();
  const names = calendarNames(currentLocale());
  const captionId = useId();
  const caption = names.month(active);

  const onKeyDown = (event: KeyboardEvent, date: CalendarDate) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onChoose(date);
      return;
    }
    const next = dayAfterKey(date, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    onMove(next, true);
  };

  return (
    <>
      <div className="calendar__nav">
        <StepButton
          direction="previous"
          label={t('fields.calendar_previous_month')}
          onClick={() => onMove(addMonths(active, -1), false)}
          testId="calendar-previous"
        />
        <button
          type="button"
          className="calendar__caption"
          aria-label={t('fields.calendar_choose_year', { month: caption })}
          onClick={onYears}
          data-testid="calendar-years"
        >
          <span id={captionId}>{caption}</span>
          <span className="calendar__caret" aria-hidden="true" />
        </button>
        <StepButton
          direction="next"
          label={t('fields.calendar_next_month')}
          onClick={() => onMove(addMonths(active, 1), false)}
          testId="calendar-next"
        />
      </div>
      <LiveCaption text={caption} />
      <table
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG date picker is a table with role grid
        role="grid"
        className="calendar__grid"
        aria-labelledby={captionId}
        data-testid="calendar-days"
      >
        <thead>
          <tr>
            {names.weekdays.map((weekday) => (
              <th key={weekday.long} scope="col" className="calendar__weekday">
                <span aria-hidden="true">{weekday.short}</span>
                <span className="visually-hidden">{weekday.long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(active.year, active.month).map((week) => (
            <tr key={dayKey(week.find(Boolean) ?? active)}>
              {names.weekdays.map((weekday, column) => {
                const date = week[column];
                if (!date) return <td key={weekday.long} />;
                const isActive = sameDay(date, active);
                const allowed = allows(date);
                return (
                  <td
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of that grid
                    role="gridcell"
                    key={weekday.long}
                    className={allowed ? 'calendar__cell' : 'calendar__cell calendar__cell--refused'}
                    tabIndex={isActive ? 0 : -1}
                    aria-label={names.day(date)}
                    aria-selected={sameDay(date, selected) || undefined}
                    aria-current={sameDay(date, today) ? 'date' : undefined}
                    aria-disabled={allowed ? undefined : true}
                    data-autofocus={isActive || undefined}
                    data-date={dayKey(date)}
                    onClick={() => {
                      onMove(date, true);
                      onChoose(date);
                    }}
                    onKeyDown={(event) => onKeyDown(event, date)}
                  >
                    {date.day}
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
