import type { OverviewChannel, RegisteredForm } from '@pow/domain';
import { lazy, type ReactNode, Suspense } from 'react';
import { OverviewChannelField } from '../../declaration-steps/overview-channel.tsx';
import type { FieldMessage } from '../../fields/field-message.ts';
import { Honeypot } from '../../form-parts/honeypot.tsx';
import { usePageTexts } from '../../i18n/use-page-texts.ts';
import { type AttachmentItem, keptItems } from '../attachments/attachment-list.ts';

// Only the last step reads the answers back: the summary's code stays off a wizard's first view.
const ReviewAnswers = lazy(() =>
  import('./review-answers.tsx').then((module) => ({ default: module.ReviewAnswers })),
);

type Path = readonly (string | number)[];

/** What every form's values hold for its last step. */
export interface ReviewValues {
  readonly attachments: readonly AttachmentItem[];
  readonly channel: OverviewChannel | '';
  /** The honeypot (spec §5); the officer's form has none. */
  readonly dog_color?: string;
}

export interface ReviewStepProps<V extends ReviewValues> {
  readonly definition: RegisteredForm;
  /** This step's number: the steps before it are read back. */
  readonly step: number;
  readonly values: V;
  readonly update: (change: (values: V) => V) => void;
  readonly errorAt: (path: Path) => FieldMessage | undefined;
  /** Opens a step from the review; its page comes back here (WizardForm.review). */
  readonly review: (step: number) => void;
  /** The form's payload of the values; read back with the attachments' local ids. */
  readonly payload: (values: V, attachmentIds: readonly string[]) => unknown;
  /** Spec §4: an organisation victim gets the summary by e-mail only. */
  readonly organisation?: boolean;
  /** An officer chooses the channel for the victim (spec §6). */
  readonly forVictim?: boolean;
  /** What the form asks on this step besides the channel (the phishing summary text). */
  readonly children?: ReactNode;
}

/** The last step of every declaration form: the answers read back, then how the summary is sent; Send. */
export function ReviewStep<V extends ReviewValues>({
  definition,
  step,
  values,
  update,
  errorAt,
  review,
  payload,
  organisation = false,
  forVictim = false,
  children,
}: ReviewStepProps<V>) {
  const { t, ready } = usePageTexts('wizard');
  if (!ready) return null;
  const { dog_color } = values;
  return (
    <>
      <Suspense fallback={null}>
        <ReviewAnswers
          definition={definition}
          payload={payload(
            values,
            keptItems(values.attachments).map((item) => item.localId),
          )}
          attachments={values.attachments}
          step={step}
          onChange={review}
        />
      </Suspense>
      {children}
      <OverviewChannelField
        value={values.channel}
        onChange={(channel) => update((current) => ({ ...current, channel }))}
        error={errorAt(['overview', 'channel'])}
        organisation={organisation}
        forVictim={forVictim}
      />
      {dog_color !== undefined && (
        <Honeypot
          value={dog_color}
          onValueChange={(value) => update((current) => ({ ...current, dog_color: value }))}
          label={t('honeypot')}
        />
      )}
    </>
  );
}
