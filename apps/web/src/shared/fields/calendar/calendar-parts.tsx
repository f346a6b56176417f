/** The previous and next buttons either side of a calendar's caption: an arrow, and its name in words. */
export function StepButton({
  direction,
  label,
  onClick,
  testId,
}: {
  readonly direction: 'previous' | 'next';
  readonly label: string;
  readonly onClick: () => void;
  readonly testId: string;
}) {
  return (
    <button type="button" className="calendar__step" onClick={onClick} data-testid={testId}>
      <span className={`calendar__arrow calendar__arrow--${direction}`} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

/**
 * The month or the years shown, said once they change: a month button keeps focus where it is, so
 * nothing else would tell a screen reader user that the grid moved.
 */
export function LiveCaption({ text }: { readonly text: string }) {
  return (
    <p className="visually-hidden" aria-live="polite">
      {text}
    </p>
  );
}
