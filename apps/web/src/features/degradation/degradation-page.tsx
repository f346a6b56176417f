import {
  CABLE_DAMAGE_FORM,
  DAMAGE_FORM,
  DEGRADATION_FACT_TYPES,
  type DegradationCategory,
  type FieldError,
  MUNICIPALITY_KEY_PATTERN,
} from '@pow/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { type CableCheckFirst, passedCablePilot } from '../../shared/cable-pilot/cable-pilot-pass.ts';
import { usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import { useAppPath } from '../../shared/routing/app-link.tsx';
import { useSession } from '../../shared/session/session-context.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { useAfterFirstPaint } from '../../shared/wizard/after-first-paint.ts';
import { DraftNotice } from '../../shared/wizard/draft-notice.tsx';
import { stepCode, useStepCode } from '../../shared/wizard/step-code.ts';
import { Stepper } from '../../shared/wizard/stepper.tsx';
import { DECLARATION_PAGE_PARTS } from '../../shared/wizard/texts.ts';
import { useDeclarationSend } from '../../shared/wizard/use-declaration-send.tsx';
import { draftOwner, useWizardForm } from '../../shared/wizard/use-wizard-form.ts';
import {
  DEGRADATION_STEPS,
  type DegradationValues,
  degradationPayload,
  factAddress,
  initialDegradationValues,
  type PilotPlace,
  stepNumber,
  withPilotPlace,
} from './degradation-values.ts';
import { DEGRADATION_TEXTS } from './texts.ts';

/** Raise when the shape of DegradationValues changes: an older draft in a tab is then set aside. */
const DRAFT_VERSION = 2;
const ATTACHMENTS_STEP = stepNumber('attachments');
const IDENTIFICATION_STEP = stepNumber('declarant_authentication');

// Each step's fields are a chunk of their own (decision 034): the shown one comes with the page's texts.
const DeclarantStep = stepCode(() =>
  import('../../shared/declaration-steps/declarant-step.tsx').then((module) => module.DeclarantStep),
);
const ContactStep = stepCode(() =>
  import('../../shared/declaration-steps/contact-step.tsx').then((module) => module.ContactStep),
);
const VictimStep = stepCode(() =>
  import('../../shared/declaration-steps/victim-step.tsx').then((module) => module.VictimStep),
);
const DamagedObjectsStep = stepCode(() =>
  import('./steps/damaged-objects-step.tsx').then((module) => module.DamagedObjectsStep),
);
const FactStep = stepCode(() => import('./steps/fact-step.tsx').then((module) => module.FactStep));
const AttachmentsStep = stepCode(
  () =>
    import('../../shared/wizard/attachments/attachments-step.tsx').then((module) => module.AttachmentsStep),
  { prefetch: false },
);
const ReviewStep = stepCode(() =>
  import('../../shared/wizard/review/review-step.tsx').then((module) => module.ReviewStep<DegradationValues>),
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
const PILOT_ANSWER_MS = 10 * 60 * 1000;

/**
 * The cable pilot for the place of the fact (spec §2 Cable-damage pilot): the same check as the pilot
 * questionnaire, asked again for the address actually given, so that a form opened directly or an
 * address elsewhere is refused before Send. A failed check refuses nothing: the server decides.
 */
function useRefusedPlace(category: DegradationCategory, values: DegradationValues): string | undefined {
  const place = category === 'cables' ? factAddress(values)?.munKey : undefined;
  const asked = place !== undefined && MUNICIPALITY_KEY_PATTERN.test(place) ? place : undefined;
  const pilot = useQuery({
    queryKey: ['cable-pilot', asked],
    // The check's code comes with the first place to check: /degradation never needs it.
    queryFn: () =>
      import('../../shared/cable-pilot/check-cable-pilot.ts').then((module) =>
        module.checkCablePilot(asked ?? ''),
      ),
    enabled: asked !== undefined,
    retry: false,
    staleTime: PILOT_ANSWER_MS,
  });
  return pilot.data === 'refused' ? asked : undefined;
}

// The cable form's own parts: only /degradation/cable asks for them (decision 034).
const loadPilotNotice = () => import('./pilot-notice.tsx');
const PilotNotice = lazy(() => loadPilotNotice().then((module) => ({ default: module.PilotNotice })));

/**
 * The damage declaration (spec §2 Degradation wizard steps): /degradation (various), /degradation/graffiti
 * and /degradation/cable share this wizard; the sub-form decides the graffiti fields, the victim
 * (an enterprise only for cables) and the last-seen rule. The cable form gets the place its pilot
 * check allowed (`pilot`), as the fact's municipality.
 */
function DegradationForm({
  category,
  pilot,
}: {
  readonly category: DegradationCategory;
  readonly pilot?: PilotPlace | undefined;
}) {
  const { t, ready } = usePageTexts('degradation', DEGRADATION_TEXTS, DECLARATION_PAGE_PARTS);
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
      const values = pilot ? withPilotPlace(empty, pilot) : empty;
      const email = info?.email ?? '';
      return { ...values, contact: { ...values.contact, email, email_confirmation: email } };
    },
    validate,
  });
  // A draft kept from before the check: its place, when not chosen yet, is the checked municipality.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the draft the page opened with
  useEffect(() => {
    if (pilot) form.update((current) => withPilotPlace(current, pilot));
  }, []);
  // The answer arrives after the values it is about; validate (above) needs it, hence the state.
  const refused = useRefusedPlace(category, form.values);
  useEffect(() => setRefusedPlace(refused), [refused]);
  const send = useDeclarationSend<DegradationValues>({
    form,
    successForm: DAMAGE_FORM.success,
    attachmentsStep: ATTACHMENTS_STEP,
    attachments: (values) => values.attachments,
    setAttachments: (change) =>
      form.update((values) => ({ ...values, attachments: change(values.attachments) })),
    payload: (values, ids) => degradationPayload(category, values, ids),
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
      {pilot && <PilotNotice pilot={pilot} />}
      <DraftNotice form={form} />
      <Stepper form={form} titles={titles} testId="degradation-wizard" {...send}>
        {step === IDENTIFICATION_STEP && (
          <DeclarantStep.View
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
            values={values}
            update={update}
            errorAt={form.errorAt}
            definition={category === 'cables' ? CABLE_DAMAGE_FORM : DAMAGE_FORM}
            step={stepNumber('declaration_overview')}
            review={form.review}
            payload={(current, ids) => degradationPayload(category, current, ids)}
            organisation={values.victim.declare_for === 'organisation'}
          />
        )}
      </Stepper>
    </Page>
  );
}

export const DegradationPage = () => <DegradationForm category="various" />;
export const GraffitiPage = () => <DegradationForm category="graffitis" />;

/**
 * /degradation/cable (decision 015): only after a passed pilot check in this tab; without one, the
 * person is sent to the check (/degradation/cable/questionnaire), which says why.
 */
export function CablePage() {
  const path = useAppPath();
  const [pilot] = useState(passedCablePilot);
  // Asked for with the step's code, so that the page does not wait for it once that has come.
  useEffect(() => void loadPilotNotice(), []);
  if (!pilot) {
    const state: CableCheckFirst = { checkFirst: true };
    return <Navigate to={path('degradation/cable/questionnaire')} replace state={state} />;
  }
  // The whole page waits for its notice: nothing moves down when it comes.
  return (
    <Suspense fallback={null}>
      <DegradationForm category="cables" pilot={pilot} />
    </Suspense>
  );
}
