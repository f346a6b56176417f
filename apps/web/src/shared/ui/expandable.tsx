import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A group of expandable sections with the frame's expand-all / collapse-all button (spec §2). The
 * sections are native <details>: keyboard, screen readers and find-in-page work without script.
 */
export function ExpandableGroup({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [allOpen, setAllOpen] = useState(false);

  const sections = useCallback(
    () => Array.from(ref.current?.querySelectorAll<HTMLDetailsElement>('details.expandable') ?? []),
    [],
  );
  const sync = useCallback(() => {
    const all = sections();
    setAllOpen(all.length > 0 && all.every((section) => section.open));
  }, [sections]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    sync();
    // 'toggle' does not bubble; capturing sees every section's change.
    element.addEventListener('toggle', sync, true);
    return () => element.removeEventListener('toggle', sync, true);
  }, [sync]);

  const toggleAll = () => {
    const next = !allOpen;
    for (const section of sections()) section.open = next;
    setAllOpen(next);
  };

  return (
    <div ref={ref} className="expandable-group">
      <div className="expandable-group__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={toggleAll}
          data-testid="expand-all"
        >
          {allOpen ? t('frame.collapse_all') : t('frame.expand_all')}
        </button>
      </div>
      {children}
    </div>
  );
}

/**
 * One section; its title is a heading inside the summary (WCAG 1.3.1), so that a screen reader can move
 * from section to section: h2 on a document's page, h3 under the FAQ's own h2 groups.
 */
export function ExpandableSection({
  id,
  title,
  level,
  children,
  defaultOpen,
}: {
  id?: string;
  title: string;
  level: 2 | 3;
  children: ReactNode;
  defaultOpen?: boolean;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <details className="expandable" id={id} open={defaultOpen}>
      <summary className="expandable__summary">
        <Heading className="expandable__title">{title}</Heading>
      </summary>
      <div className="expandable__body">{children}</div>
    </details>
  );
}
