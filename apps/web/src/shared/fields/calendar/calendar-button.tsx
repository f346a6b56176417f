import {
  type CalendarDate,
  DATE_YEAR_MAX,
  DATE_YEAR_MIN,
  formatDate,
  parseDate,
  portalWallClock,
} from '@pow/domain';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../../ui/error-boundary.tsx';
import { normalizeDateInput } from '../date-time-input.ts';

const loadCalendar = () => import('./calendar-dialog.tsx');
const CalendarDialog = lazy(() => loadCalendar().then((module) => ({ default: module.CalendarDialog })));

export interface CalendarButtonProps {
  /** The field's label, the dialog's title. */
  readonly label: ReactNode;
  /** The text in the input: its date, read as the field reads it, is selected. */
  readonly value: string;
  /** The field's own rules on a dd/mm/yyyy date. */
  readonly allows: (date: string) => boolean;
  /** Fills in the chosen day, as dd/mm/yyyy. */
  readonly onChoose: (date: string) => void;
  readonly testId?: string | undefined;
}

/**
 * The button beside a typed date that opens the calendar. The calendar is a chunk of its own, fetched
 * when the pointer or focus reaches the button, so that a wizard's first download grows by this button
 * only; the chunk speaks in calendar dates, the button turns them into the field's text. Choosing a
 * day or closing puts focus back here.
 */
export function CalendarButton({ label, value, allows, onChoose, testId }: CalendarButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Each opening starts a new calendar, on the date typed by then and on the day it is.
  const [opening, setOpening] = useState<{ readonly count: number; readonly today: CalendarDate }>();
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const prefetch = () => {
    loadCalendar().catch(() => undefined);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="button button--secondary field__calendar"
        onClick={() => {
          setOpening({ count: (opening?.count ?? 0) + 1, today: portalWallClock(new Date()).date });
          setOpen(true);
        }}
        onFocus={prefetch}
        onPointerEnter={prefetch}
        data-testid={testId}
      >
        <CalendarIcon />
        {/* Named after its field: a form with several dates has several calendar buttons. */}
        <span className="visually-hidden">
          {t('fields.calendar_open')} – {label}
        </span>
      </button>
      {opening && (
        <ErrorBoundary
          resetKey={String(opening.count)}
          fallback={
            <p className="field__notice field__notice--error" role="status">
              {t('fields.calendar_unavailable')}
            </p>
          }
        >
          <Suspense fallback={null}>
            <CalendarDialog
              key={opening.count}
              open={open}
              title={label}
              selected={parseDate(normalizeDateInput(value))}
              today={opening.today}
              years={[DATE_YEAR_MIN, DATE_YEAR_MAX]}
              allows={(date) => allows(formatDate(date))}
              onChoose={(date) => {
                onChoose(formatDate(date));
                setOpen(false);
              }}
              onClose={() => setOpen(false)}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}

/** A calendar page: drawn in the text colour, so it follows forced colours. */
function CalendarIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 5h16v16H4zM4 10h16M8 3v4M16 3v4M7 14h3M14 14h3M7 18h3" />
    </svg>
  );
}
