import type { CalendarDate } from '@pow/domain';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Dialog } from '../../ui/dialog.tsx';
import { inYear, inYears, type YearRange } from './calendar-dates.ts';
import { DaysView } from './days-view.tsx';
import { YearsView } from './years-view.tsx';
import './calendar.css';

export interface CalendarDialogProps {
  readonly open: boolean;
  /** The field's label: which date is being chosen. */
  readonly title: ReactNode;
  /** The date in the input, if it holds one: selected and shown first. */
  readonly selected: CalendarDate | undefined;
  /** Today in Belgium, shown first when the input holds no date. */
  readonly today: CalendarDate;
  /** The years the calendar goes through: those a typed date may have. */
  readonly years: YearRange;
  /** The field's own rules: a day they refuse is shown but cannot be chosen. */
  readonly allows: (date: CalendarDate) => boolean;
  readonly onChoose: (date: CalendarDate) => void;
  /** Closed without a choice (close button, Escape). */
  readonly onClose: () => void;
}

/**
 * The calendar beside a typed date (spec §9), after the WAI-ARIA APG date picker dialog: a month grid
 * moved by arrows, Home/End, PageUp/PageDown (a month) and Shift+PageUp/PageDown (a year); a year view
 * of 20 years a page for dates far back; Enter or Space chooses. In the native dialog, Escape closes
 * and the browser makes the page behind inert.
 */
export function CalendarDialog({
  open,
  title,
  selected,
  today,
  years,
  allows,
  onChoose,
  onClose,
}: CalendarDialogProps) {
  const [active, setActive] = useState<CalendarDate>(() => selected ?? today);
  const [view, setView] = useState<'days' | 'years'>('days');
  const body = useRef<HTMLDivElement>(null);
  // Set when a key or a change of view moves the active cell: focus follows it once rendered. The
  // dialog focuses it on opening (data-autofocus).
  const follow = useRef(false);
  useEffect(() => {
    if (!follow.current) return;
    follow.current = false;
    body.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  });

  const moveTo = (date: CalendarDate, focus: boolean) => {
    if (!inYears(date.year, years)) return;
    follow.current = focus;
    setActive(date);
  };
  const showView = (next: 'days' | 'years', date: CalendarDate = active) => {
    follow.current = true;
    setActive(date);
    setView(next);
  };

  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      describedBy="nothing"
      className="calendar-dialog"
      testId="calendar"
    >
      <div ref={body} className="calendar">
        {view === 'days' ? (
          <DaysView
            active={active}
            selected={selected}
            today={today}
            allows={allows}
            onMove={moveTo}
            onChoose={(date) => {
              if (allows(date)) onChoose(date);
            }}
            onYears={() => showView('years')}
          />
        ) : (
          <YearsView
            active={active}
            selected={selected}
            today={today}
            years={years}
            allows={allows}
            onMove={moveTo}
            onChoose={(year) => showView('days', inYear(active, year))}
          />
        )}
      </div>
    </Dialog>
  );
}
