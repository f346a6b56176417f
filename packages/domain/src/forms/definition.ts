import type { StepDefinition } from '../wizard/wizard.ts';
import type { SummaryStep, TextKey } from './summary-types.ts';

/**
 * A declaration form as data (issue 15): its steps in order and what each says in the summary. The
 * wizard, the review step, the PDF and the zone's desk read the same definition.
 */
export interface FormDefinition {
  /** The form's name in the registry. */
  readonly id: string;
  /** What kind of declaration this is, in words (a coded choice: by the payload's value at `by`). */
  readonly title: TextKey | { readonly by: string; readonly keys: Readonly<Record<string, TextKey>> };
  /** Whether a payload is one of this form's (by `form`, then degradation's `category`). */
  readonly covers: (payload: { readonly form?: unknown; readonly category?: unknown }) => boolean;
  /** Who files it: a citizen for themselves or another, or an officer for a victim. */
  readonly filedBy: 'citizen' | 'officer';
  readonly steps: readonly StepDefinition[];
  readonly summary: readonly SummaryStep[];
}

/** The text key of the form's title for a payload. */
export function titleKeyOf(definition: FormDefinition, payload: unknown): TextKey | undefined {
  const { title } = definition;
  if (typeof title === 'string') return title;
  const value = (payload as Record<string, unknown> | null)?.[title.by];
  return title.keys[String(value)];
}
