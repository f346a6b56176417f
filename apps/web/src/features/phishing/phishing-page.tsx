import { PHISHING_FORM } from '@pow/domain';
import { ContactStep } from '../../shared/declaration-steps/contact-step.tsx';
import { VictimStep } from '../../shared/declaration-steps/victim-step.tsx';
import { usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import { useSession } from '../../shared/session/session-context.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { AttachmentsStep } from '../../shared/wizard/attachments/attachments-step.tsx';
import { DraftNotice } from '../../shared/wizard/draft-notice.tsx';
import { Stepper } from '../../shared/wizard/stepper.tsx';
import { DECLARATION_PAGE_PARTS } from '../../shared/wizard/texts.ts';
import { useDeclarationSend } from '../../shared/wizard/use-declaration-send.tsx';
import { draftOwner, useWizardForm } from '../../shared/wizard/use-wizard-form.ts';
import {
  addPendingOnLeave,
  CITIZEN_STEPS,
  initialPhishingValues,
  type PhishingValues,
  phishingPayload,
  validatePhishing,
  withVictim,
} from './phishing-values.ts';
import { AmountsStep } from './steps/amounts-step.tsx';
import { AuthorContactsStep } from './steps/author-contacts-step.tsx';
import { FactStep } from './steps/fact-step.tsx';
import { IdentificationStep } from './steps/identification-step.tsx';
import { OverviewStep } from './steps/overview-step.tsx';
import { PHISHING_TEXTS } from './texts.ts';

/** Raise when the shape of PhishingValues changes: an older draft in a tab is then set aside. */
const DRAFT_VERSION = 2;
const ATTACHMENTS_STEP = 7;

/** The citizen's phishing declaration, /phishing (spec §2: eight steps in a vertical stepper). */
export function PhishingPage() {
  const { t, ready } = usePageTexts('phishing', PHISHING_TEXTS, DECLARATION_PAGE_PARTS);
  const { answer } = useSession();
  const info = answer?.info;
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
    validate: validatePhishing,
    beforeLeave: addPendingOnLeave,
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
  if (!ready) return null;

  const { values, update } = form;
  const step = form.wizard.current;
  const titles = CITIZEN_STEPS.map((definition) => t(`steps.${definition.id}` as 'steps.victim'));
  return (
    <Page title={t('title')} trail={[]} testId="phishing-page">
      <p>{t('intro')}</p>
      <DraftNotice form={form} />
      <Stepper form={form} titles={titles} testId="phishing-wizard" {...send}>
        {step === 1 && (
          <IdentificationStep
            value={values.declarant}
            onChange={(declarant) => update((current) => ({ ...current, declarant }))}
          />
        )}
        {step === 2 && (
          <VictimStep
            value={values.victim}
            onChange={(victim) => update((current) => withVictim(current, victim))}
            errorAt={(path) => form.errorAt(['victim', ...path])}
          />
        )}
        {step === 3 && (
          <ContactStep
            value={values.contact}
            onChange={(contact) => update((current) => ({ ...current, contact }))}
            errorAt={(path) => form.errorAt(['declarant', ...path])}
          />
        )}
        {step === 4 && <AuthorContactsStep values={values} update={update} errorAt={form.errorAt} />}
        {step === 5 && <AmountsStep values={values} update={update} errorAt={form.errorAt} />}
        {step === 6 && <FactStep values={values} update={update} errorAt={form.errorAt} />}
        {step === ATTACHMENTS_STEP && (
          <AttachmentsStep
            items={values.attachments}
            onItems={(change) =>
              update((current) => ({ ...current, attachments: change(current.attachments) }))
            }
          />
        )}
        {step === 8 && (
          <OverviewStep values={values} update={update} errorAt={form.errorAt} review={form.review} />
        )}
      </Stepper>
    </Page>
  );
}
