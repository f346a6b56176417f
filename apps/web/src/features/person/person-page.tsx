import { offersQuickExit, PERSON_FORM } from '@pow/domain';
import { useEffect, useState } from 'react';
import { DECLARATION_PAGE_PARTS, usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import { QuickExit } from '../../shared/quick-exit/quick-exit.tsx';
import { useSession } from '../../shared/session/session-context.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { useAfterFirstPaint } from '../../shared/wizard/after-first-paint.ts';
import { DraftNotice } from '../../shared/wizard/draft-notice.tsx';
import { clearDraft } from '../../shared/wizard/draft-store.ts';
import { stepCode, useStepCode } from '../../shared/wizard/step-code.ts';
import { Stepper } from '../../shared/wizard/stepper.tsx';
import { useDeclarationSend } from '../../shared/wizard/use-declaration-send.tsx';
import { draftOwner, useWizardForm } from '../../shared/wizard/use-wizard-form.ts';
import {
  factType,
  initialPersonValues,
  PERSON_STEPS,
  type PersonStepId,
  type PersonValues,
  personPayload,
  stepNumber,
} from './person-values.ts';

/** Raise when the shape of PersonValues changes: an older draft in a tab is then set aside. */
const DRAFT_VERSION = 1;
const ATTACHMENTS_STEP = stepNumber('attachments');

// Each step's fields are a chunk of their own (decision 034): the shown one comes with the page's texts.
const CrimeTypeStep = stepCode(() =>
  import('./steps/crime-type-step.tsx').then((module) => module.CrimeTypeStep),
);
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
const FactStep = stepCode(() => import('./steps/fact-step.tsx').then((module) => module.FactStep));
const AttachmentsStep = stepCode(
  () =>
    import('../../shared/wizard/attachments/attachments-step.tsx').then((module) => module.AttachmentsStep),
  { prefetch: false },
);
const ReviewStep = stepCode(() =>
  import('../../shared/wizard/review/review-step.tsx').then((module) => module.ReviewStep<PersonValues>),
);
const STEP_CODES = [CrimeTypeStep, DeclarantStep, ContactStep, FactStep, AttachmentsStep, ReviewStep];

/** /person (spec §2 Person form): another non-urgent fact against a person, in six steps. */
export function PersonPage() {
  const { t, ready } = usePageTexts('person', DECLARATION_PAGE_PARTS);
  const info = useSession().answer?.info;
  const [painted, setPainted] = useState(false);
  const validate = useAfterFirstPaint(
    () => import('./person-validation.ts').then((module) => module.validatePerson),
    painted,
  );
  const form = useWizardForm<PersonValues>({
    owner: draftOwner(info),
    form: 'person',
    version: DRAFT_VERSION,
    steps: PERSON_STEPS,
    initial: () => initialPersonValues(info?.email),
    validate,
  });
  const send = useDeclarationSend<PersonValues>({
    form,
    successForm: PERSON_FORM.success,
    attachmentsStep: ATTACHMENTS_STEP,
    attachments: (values) => values.attachments,
    setAttachments: (change) =>
      form.update((values) => ({ ...values, attachments: change(values.attachments) })),
    payload: personPayload,
    // Spec §8: on the person form a 403 is told on the last step (error_403), with the contact button.
    on403: 'step',
    factType: (values) => factType(values) ?? undefined,
  });
  const { values, update } = form;

  // The session's e-mail starts the contact step, never over what the person typed.
  const email = info?.email ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the session's e-mail is known
  useEffect(() => {
    if (email === '') return;
    update((current) =>
      current.contact.email === '' && current.contact.email_confirmation === ''
        ? { ...current, contact: { ...current.contact, email, email_confirmation: email } }
        : current,
    );
  }, [email]);

  const shown = useStepCode(STEP_CODES, form.wizard.current, ready, () => setPainted(true));
  if (!shown) return null;
  const current = PERSON_STEPS[form.wizard.current - 1]?.id as PersonStepId;
  const titles = PERSON_STEPS.map((step) => t(`steps.${step.id as PersonStepId}`));
  const stepProps = { values, update, errorAt: form.errorAt };
  return (
    <Page title={t('title')} trail={[]} testId="person-page">
      <p>{t('intro')}</p>
      <DraftNotice form={form} />
      {offersQuickExit(values.crime_type) && (
        <QuickExit beforeLeaving={values.keep_draft === true ? undefined : () => clearDraft('person')} />
      )}
      <Stepper form={form} titles={titles} testId="person-wizard" {...send}>
        {current === 'crime_type' && <CrimeTypeStep.View {...stepProps} />}
        {current === 'declarant_authentication' && (
          <DeclarantStep.View
            ManualIdentity={ManualIdentity}
            value={values.declarant}
            onChange={(declarant) => update((state) => ({ ...state, declarant }))}
            errorAt={(path) => form.errorAt(['declarant', ...path])}
          />
        )}
        {current === 'declarant_contact_data' && (
          <ContactStep.View
            value={values.contact}
            onChange={(contact) => update((state) => ({ ...state, contact }))}
            errorAt={(path) => form.errorAt(['declarant', ...path])}
          />
        )}
        {current === 'fact_information' && <FactStep.View {...stepProps} />}
        {current === 'attachments' && (
          <AttachmentsStep.View
            items={values.attachments}
            onItems={(change) => update((state) => ({ ...state, attachments: change(state.attachments) }))}
          />
        )}
        {current === 'declaration_overview' && (
          <ReviewStep.View
            {...stepProps}
            definition={PERSON_FORM}
            step={stepNumber('declaration_overview')}
            review={form.review}
            payload={personPayload}
          />
        )}
      </Stepper>
    </Page>
  );
}
