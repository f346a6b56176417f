import {
  CABLE_DAMAGE_FORM,
  DAMAGE_FORM,
  DEGRADATION_FACT_TYPES,
  type DegradationCategory,
  type FieldError,
} from '@pow/domain';
import { type ComponentType, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DECLARATION_PAGE_PARTS, usePageTexts, withPageTexts } from '../../shared/i18n/use-page-texts.ts';
import { useSession } from '../../shared/session/session-context.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { useAfterFirstPaint } from '../../shared/wizard/after-first-paint.ts';
import { DraftNotice } from '../../shared/wizard/draft-notice.tsx';
import { stepCode, useStepCode } from '../../shared/wizard/step-code.ts';
import { Stepper } from '../../shared/wizard/stepper.tsx';
import { useDeclarationSend } from '../../shared/wizard/use-declaration-send.tsx';
import { draftOwner, useWizardForm } from '../../shared/wizard/use-wizard-form.ts';
import {
  DEGRADATION_STEPS,
  type DegradationValues,
  initialDegradationValues,
  type PilotPlace,
  stepNumber,
  withPilotPlace,
} from './degradation-values.ts';

/** Raise when the shape of DegradationValues changes: an older draft in a tab is then set aside. */
const DRAFT_VERSION = 2;
const ATTACHMENTS_STEP = stepNumber('attachments');
const IDENTIFICATION_STEP = stepNumber('declarant_authentication');

// Each step's fields are a chunk of their own (decision 034): the shown one comes with the page's texts.
const DeclarantStep = stepCode(() =>
  import('../../shared/declaration-steps/declarant-step.tsx').then((module) => module.DeclarantStep),
);
// The declarant step's manual identification, fetched once chosen; declared here: see DeclarantStep.
const ManualIdentity = stepCode(() =>
  import('../../shared/declaration-steps/manual-identity.tsx').then((module) => module.ManualIdentity),
);
const ContactStep = stepCode(() =>
  import('../../shared/declaration-steps/contact-step.tsx').then((module) => module.ContactStep),
);
const VictimStep = stepCode(() =>
  import('../../shared/declaration-steps/victim-step.tsx').then((module) => module.VictimStep),
);
const DamagedObjectsStep = stepCode(() =>
  withPageTexts('degradation-steps', import('./steps/damaged-objects-step.tsx')).then(
    (module) => module.DamagedObjectsStep,
  ),
);
const FactStep = stepCode(() =>
  withPageTexts('degradation-steps', import('./steps/fact-step.tsx')).then((module) => module.FactStep),
);
const AttachmentsStep = stepCode(
  () =>
    import('../../shared/wizard/attachments/attachments-step.tsx').then((module) => module.AttachmentsStep),
  { prefetch: false },
);
const ReviewStep = stepCode(() =>
  withPageTexts('degradation-steps', import('./steps/review-step.tsx')).then(
    (module) => module.DegradationReviewStep,
  ),
);
const STEPS = {
  declarant_authentication: DeclarantStep,
  declarant_contact_data: ContactStep,
  victim_info: VictimStep,
  damaged_objects: DamagedObjectsStep,
  fact_information: FactStep,
  attachments: AttachmentsStep,
  declaration_overview: ReviewStep,
} as const;
const STEP_CODES = DEGRADATION_STEPS.map((step) => STEPS[step.id as keyof typeof STEPS]);
/** Each sub-form keeps its own draft, so a graffiti draft never fills the cable form. */
const DRAFT_NAMES: Record<DegradationCategory, string> = {
  various: 'degradation',
  graffitis: 'degradation-graffiti',
  cables: 'degradation-cable',
};

/** The cable form's own parts (cable-page.tsx): only /degradation/cable fetches their code. */
export interface PilotParts {
  /** The place its pilot check allowed, as the fact's municipality. */
  readonly place: PilotPlace;
  /** Says so, above the form. */
  readonly notice: ReactNode;
  /** Checks the place given again: draws nothing, tells the municipality key the pilot refuses. */
  readonly PlaceCheck: ComponentType<{
    readonly values: DegradationValues;
    readonly onRefused: (place: string | undefined) => void;
  }>;
}

/**
 * The damage declaration (spec §2 Degradation wizard steps): /degradation (various), /degradation/graffiti
 * and /degradation/cable share this wizard; the sub-form decides the graffiti fields, the victim
 * (an enterprise only for cables) and the last-seen rule. The cable form gets the place its pilot
 * check allowed, as the fact's municipality, and checks the place given (`pilot`).
 */
export function DegradationForm({
  category,
  pilot,
}: {
  readonly category: DegradationCategory;
  readonly pilot?: PilotParts | undefined;
}) {
  const { t, ready } = usePageTexts('degradation', DECLARATION_PAGE_PARTS);
  const { t: tMain } = useTranslation();
  const { answer } = useSession();
  const info = answer?.info;
  const [refusedPlace, setRefusedPlace] = useState<string | undefined>();
  const [painted, setPainted] = useState(false);
  const checks = useAfterFirstPaint(() => import('./degradation-validation.ts'), painted);
  const validateDegradation = checks?.validateDegradation;
  const validate = useMemo(
    () =>
      validateDegradation &&
      ((values: DegradationValues): FieldError[] => validateDegradation(category, values, refusedPlace)),
    [validateDegradation, category, refusedPlace],
  );
  const form = useWizardForm<DegradationValues>({
    owner: draftOwner(info),
    form: DRAFT_NAMES[category],
    version: DRAFT_VERSION,
    steps: DEGRADATION_STEPS,
    initial: () => {
      const empty = initialDegradationValues(category);
      const values = pilot ? withPilotPlace(empty, pilot.place) : empty;
      const email = info?.email ?? '';
      return { ...values, contact: { ...values.contact, email, email_confirmation: email } };
    },
    validate,
  });
  // A draft kept from before the check: its place, when not chosen yet, is the checked municipality.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the draft the page opened with
  useEffect(() => {
    if (pilot) form.update((current) => withPilotPlace(current, pilot.place));
  }, []);
  const send = useDeclarationSend<DegradationValues>({
    form,
    successForm: DAMAGE_FORM.success,
    attachmentsStep: ATTACHMENTS_STEP,
    attachments: (values) => values.attachments,
    setAttachments: (change) =>
      form.update((values) => ({ ...values, attachments: change(values.attachments) })),
    // Its builder comes with the validation, there before Send goes on (decision 034).
    payload: (values, ids) =>
      import('./degradation-payload.ts').then((module) => module.degradationPayload(category, values, ids)),
    on403: 'contact-us',
    factType: () => DEGRADATION_FACT_TYPES[category],
  });
  const shown = useStepCode(STEP_CODES, form.wizard.current, ready, () => setPainted(true));
  if (!shown) return null;

  const { values, update } = form;
  const step = form.wizard.current;
  const props = { category, values, update, errorAt: form.errorAt };
  const titles = DEGRADATION_STEPS.map((definition) => t(`steps.${definition.id}` as 'steps.victim_info'));
  return (
    <Page
      title={t(`title.${category}`)}
      trail={[{ label: tMain('theft_and_degradation.title'), to: 'theft-and-degradation' }]}
      testId="degradation-page"
    >
      <p>{t(`intro.${category}`)}</p>
      {pilot && (
        <>
          {pilot.notice}
          {/* Its answer arrives after the values it is about; validate (above) needs it, hence the state. */}
          <pilot.PlaceCheck values={values} onRefused={setRefusedPlace} />
        </>
      )}
      <DraftNotice form={form} />
      <Stepper form={form} titles={titles} testId="degradation-wizard" {...send}>
        {step === IDENTIFICATION_STEP && (
          <DeclarantStep.View
            ManualIdentity={ManualIdentity}
            value={values.declarant}
            onChange={(declarant) => update((current) => ({ ...current, declarant }))}
            errorAt={(path) => form.errorAt(['declarant', ...path])}
          />
        )}
        {step === stepNumber('declarant_contact_data') && (
          <ContactStep.View
            value={values.contact}
            onChange={(contact) => update((current) => ({ ...current, contact }))}
            errorAt={(path) => form.errorAt(['declarant', ...path])}
          />
        )}
        {step === stepNumber('victim_info') && (
          <VictimStep.View
            value={values.victim}
            choices={category === 'cables' ? ['organisation'] : undefined}
            onChange={(victim) =>
              update((current) => ({
                ...current,
                victim,
                // Spec §4: an organisation victim gets the summary by e-mail.
                channel: victim.declare_for === 'organisation' ? 'email' : current.channel,
              }))
            }
            errorAt={(path) => form.errorAt(['victim', ...path])}
          />
        )}
        {step === stepNumber('damaged_objects') && <DamagedObjectsStep.View {...props} />}
        {step === stepNumber('fact_information') && <FactStep.View {...props} />}
        {step === ATTACHMENTS_STEP && (
          <AttachmentsStep.View
            items={values.attachments}
            onItems={(change) =>
              update((current) => ({ ...current, attachments: change(current.attachments) }))
            }
          />
        )}
        {step === stepNumber('declaration_overview') && (
          <ReviewStep.View
            category={category}
            definition={category === 'cables' ? CABLE_DAMAGE_FORM : DAMAGE_FORM}
            values={values}
            update={update}
            errorAt={form.errorAt}
            step={stepNumber('declaration_overview')}
            review={form.review}
            organisation={values.victim.declare_for === 'organisation'}
          />
        )}
      </Stepper>
    </Page>
  );
}

export const DegradationPage = () => <DegradationForm category="various" />;
export const GraffitiPage = () => <DegradationForm category="graffitis" />;
