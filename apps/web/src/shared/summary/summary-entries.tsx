import type { SummarySection } from '@pow/domain';
import './summary-entries.css';

/**
 * The answers of one section of a summary (packages/domain/src/forms/summary.ts) as the person and the
 * zone read them: each answer under its question, a group (an object, a contact) indented under its
 * title. The review step and the zone's desk show the same lines as the PDF.
 */
export function SummaryEntries({ entries }: { readonly entries: SummarySection['entries'] }) {
  return (
    <dl className="summary-entries">
      {entries.map((entry, index) =>
        entry.kind === 'answer' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: answers have no identity but their place
          <div key={index} className="summary-entries__answer">
            <dt>{entry.question}</dt>
            <dd>{entry.answer}</dd>
          </div>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a group is known by its place
          <div key={index} className="summary-entries__group">
            <dt>{entry.title}</dt>
            <dd>
              <dl className="summary-entries">
                {entry.answers.map((answer, inner) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: answers have no identity but their place
                  <div key={inner} className="summary-entries__answer">
                    <dt>{answer.question}</dt>
                    <dd>{answer.answer}</dd>
                  </div>
                ))}
              </dl>
            </dd>
          </div>
        ),
      )}
    </dl>
  );
}
