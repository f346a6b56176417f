import { lazy, Suspense, useState } from 'react';

const PoliceZoneDialog = lazy(() =>
  import('./police-zone-dialog.tsx').then((module) => ({ default: module.PoliceZoneDialog })),
);

/**
 * A button that opens the find-my-police-zone popup. The popup, its texts and its picture are a chunk
 * of their own, fetched on the first click: the footer carries this button on every page.
 */
export function FindZoneButton({
  label,
  className = 'button button--secondary',
  testId = 'find-zone',
}: {
  label: string;
  className?: string;
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        data-testid={testId}
      >
        {label}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <PoliceZoneDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
