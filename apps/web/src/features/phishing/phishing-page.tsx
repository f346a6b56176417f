import { PHISHING_FORM } from '@pow/domain';
import { useState } from 'react';
import { DECLARATION_PAGE_PARTS, usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import { useSession } from '../../shared/session/session-context.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { useAfterFirstPaint } from '../../shared/wizard/after-first-paint.ts';
import { DraftNotice } from '../../shared/wizard/draft-notice.tsx';
import { stepCode, useStepCode } from '../../shared/wizard/step-code.ts';
import { Stepper } from '../../shared/wizard/stepper.tsx';
import { useDeclarationSend } from '../../shared/wizard/use-declaration-send.tsx';
import { draftOwner, useWizardForm } from '../../shared/wizard/use-wizard-form.ts';
import {
  CITIZEN_STEPS,
  initialPhishingValues,
  type PhishingValues,
  phishingPayload,
  withVictim,
} from './phishing-values.ts';

/** Raise when the shape of PhishingValues changes: an older draft in a tab is then set aside. */
const DRAFT_VERSION = 2;
const ATTACHMENTS_STEP = 7;

// Each step's fields are a chunk of their own (decision 034): the shown one comes with the page's texts.
const IdentificationStep = stepCode(() =>
  import('./steps/identification-step.tsx').then((module) => module.IdentificationStep),
);
const VictimStep = stepCode(() =>
  import('../../shared/declaration-steps/victim-step.tsx').then((module) => module.VictimStep),
);
const ContactStep = stepCode(() =>
  import('../../shared/declaration-steps/contact-step.tsx').then((module) => module.ContactStep),
);
const AuthorContactsStep = stepCode(() =>
  import('./steps/author-contacts-step.tsx').then((module) => module.AuthorContactsStep<PhishingValues>),
);
const AmountsStep = stepCode(() =>
  import('./steps/amounts-step.tsx').then((module) => module.AmountsStep<PhishingValues>),
);
const FactStep = stepCode(() =>
  import('./steps/fact-step.tsx').then((module) => module.FactStep<PhishingValues>),
);
const AttachmentsStep = stepCode(
  () =>
    import('../../shared/wizard/attachments/attachments-step.tsx').then((module) => module.AttachmentsStep),
  { prefetch: false },
);
const OverviewStep = stepCode(() =>
  import('./steps/overview-step.tsx').then((module) => module.OverviewStep),
);
const STEP_CODES = [
  IdentificationStep,
  VictimStep,
  ContactStep,
  AuthorContactsStep,
  AmountsStep,
  FactStep,
  AttachmentsStep,
  OverviewStep,
];

/** The citizen's phishing declaration, /phishing (spec §2: eight steps in a vertical stepper). */
export function PhishingPage() {
  const { t, ready } = usePageTexts('phishing', DECLARATION_PAGE_PARTS);
  const { answer } = useSession();
  const info = answer?.info;
  const [painted, setPainted] = useState(false);
  const checks = useAfterFirstPaint(() => import('./phishing-validation.ts'), painted);
  const form = useWizardForm<PhishingValues>({
    owner: draftOwner(info),
    form: 'phishing',
    version: DRAFT_VERSION,
    steps: CITIZEN_STEPS,
    initial: () => {
      const values = initialPhishingValues();
      const email = info?.email ?? '';
      return { ...values, contact: { ...values.contact, email, email_confirmation: email } };
    },
    validate: checks?.validatePhishing,
    beforeLeave: checks?.addPendingOnLeave,
  });
  const send = useDeclarationSend<PhishingValues>({
    form,
    successForm: PHISHING_FORM.success,
    attachmentsStep: ATTACHMENTS_STEP,
    attachments: (values) => values.attachments,
    setAttachments: (change) =>
      form.update((values) => ({ ...values, attachments: change(values.attachments) })),
    payload: phishingPayload,
    on403: 'contact-us',
    factType: () => '5731',
  });
  const shown = useStepCode(STEP_CODES, form.wizard.current, ready, () => setPainted(true));
  if (!shown) return null;

  const { values, update } = form;
  const step = form.wizard.current;
  const titles = CITIZEN_STEPS.map((definition) => t(`steps.${definition.id}` as 'steps.victim'));
  return (
    <Page title={t('title')} trail={[]} testId="phishing-page">
      <p>{t('intro')}</p>
      <DraftNotice form={form} />
      <Stepper form={form} titles={titles} testId="phishing-wizard" {...send}>
        {step === 1 && (
          <IdentificationStep.View
            value={values.declarant}
            onChange={(declarant) => update((current) => ({ ...current, declarant }))}
          />
        )}
        {step === 2 && (
          <VictimStep.View
            value={values.victim}
            onChange={(victim) => update((current) => withVictim(current, victim))}
            errorAt={(path) => form.errorAt(['victim', ...path])}
          />
        )}
        {step === 3 && (
          <ContactStep.View
            value={values.contact}
            onChange={(contact) => update((current) => ({ ...current, contact }))}
            errorAt={(path) => form.errorAt(['declarant', ...path])}
          />
        )}
        {step === 4 && <AuthorContactsStep.View values={values} update={update} errorAt={form.errorAt} />}
        {step === 5 && <AmountsStep.View values={values} update={update} errorAt={form.errorAt} />}
        {step === 6 && <FactStep.View values={values} update={update} errorAt={form.errorAt} />}
        {step === ATTACHMENTS_STEP && (
          <AttachmentsStep.View
            items={values.attachments}
            onItems={(change) =>
              update((current) => ({ ...current, attachments: change(current.attachments) }))
            }
          />
        )}
        {step === 8 && (
          <OverviewStep.View values={values} update={update} errorAt={form.errorAt} review={form.review} />
        )}
      </Stepper>
    </Page>
  );
}
