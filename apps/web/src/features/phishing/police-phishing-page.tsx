import { PHISHING_OFFICER_FORM } from '@pow/domain';
import { useId, useState } from 'react';
import { useAddressLine } from '../../shared/declaration-steps/address.ts';
import { DECLARATION_PAGE_PARTS, usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import { useSession } from '../../shared/session/session-context.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { useAfterFirstPaint } from '../../shared/wizard/after-first-paint.ts';
import { DraftNotice } from '../../shared/wizard/draft-notice.tsx';
import { stepCode, together, useStepCode } from '../../shared/wizard/step-code.ts';
import { Stepper } from '../../shared/wizard/stepper.tsx';
import { useDeclarationSend } from '../../shared/wizard/use-declaration-send.tsx';
import { draftOwner, useWizardForm } from '../../shared/wizard/use-wizard-form.ts';
import {
  initialOfficerValues,
  OFFICER_STEPS,
  type OfficerPhishingValues,
  officerPayload,
} from './phishing-values.ts';
import { AboutVictim } from './voice.ts';

const DRAFT_VERSION = 1;
const LAST_STEP = 7;

// Each step's fields are a chunk of their own (decision 034): the shown one comes with the page's texts;
// the first, the officer's own data, is part of the page.
const RrnField = stepCode(() =>
  import('../../shared/fields/rrn-field.tsx').then((module) => module.RrnField),
);
const ContactStep = stepCode(() =>
  import('../../shared/declaration-steps/contact-step.tsx').then((module) => module.ContactStep),
);
const AuthorContactsStep = stepCode(() =>
  import('./steps/author-contacts-step.tsx').then(
    (module) => module.AuthorContactsStep<OfficerPhishingValues>,
  ),
);
const AmountsStep = stepCode(() =>
  import('./steps/amounts-step.tsx').then((module) => module.AmountsStep<OfficerPhishingValues>),
);
const FactStep = stepCode(() =>
  import('./steps/fact-step.tsx').then((module) => module.FactStep<OfficerPhishingValues>),
);
const AttachmentsStep = stepCode(
  () =>
    import('../../shared/wizard/attachments/attachments-step.tsx').then((module) => module.AttachmentsStep),
  { prefetch: false },
);
const ReviewStep = stepCode(() =>
  import('../../shared/wizard/review/review-step.tsx').then(
    (module) => module.ReviewStep<OfficerPhishingValues>,
  ),
);
const STEP_CODES = [
  undefined,
  RrnField,
  ContactStep,
  AuthorContactsStep,
  AmountsStep,
  FactStep,
  together(AttachmentsStep, ReviewStep),
];

function ReadOnlyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="field__input" type="text" value={value} readOnly data-testid={testId} />
    </div>
  );
}

/**
 * The officer's phishing declaration on behalf of a victim (spec §2, §4 police flow, §6): seven steps,
 * the victim found by rrn (step 2 cannot be passed before a successful look-up), sent from step 7.
 */
export function PolicePhishingPage() {
  const { t, ready } = usePageTexts('phishing', DECLARATION_PAGE_PARTS);
  const sayAddress = useAddressLine();
  const { answer } = useSession();
  const info = answer?.info;
  const [warning, setWarning] = useState(true);
  const [painted, setPainted] = useState(false);
  const checks = useAfterFirstPaint(() => import('./phishing-validation.ts'), painted);
  const form = useWizardForm<OfficerPhishingValues>({
    owner: draftOwner(info),
    form: 'phishing_officer',
    version: DRAFT_VERSION,
    steps: OFFICER_STEPS,
    initial: initialOfficerValues,
    validate: checks?.validateOfficerPhishing,
    beforeLeave: checks?.addPendingOnLeave,
  });
  const send = useDeclarationSend<OfficerPhishingValues>({
    form,
    successForm: PHISHING_OFFICER_FORM.success,
    attachmentsStep: LAST_STEP,
    attachments: (values) => values.attachments,
    setAttachments: (change) =>
      form.update((values) => ({ ...values, attachments: change(values.attachments) })),
    payload: officerPayload,
    on403: 'step',
    police: true,
    factType: () => '5731',
  });
  const shown = useStepCode(STEP_CODES, form.wizard.current, ready, () => setPainted(true));
  if (!shown) return null;

  const { values, update } = form;
  const step = form.wizard.current;
  const victim = values.victim;
  const titles = OFFICER_STEPS.map((definition) => t(`steps.${definition.id}` as 'steps.officer'));
  return (
    <Page title={t('officer.title')} testId="police-phishing-page">
      {warning && (
        <div className="callout callout--warning" role="note" data-testid="officer-warning">
          <p>{t('officer.warning')}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setWarning(false)}
            data-testid="officer-warning-close"
          >
            {t('officer.close_warning')}
          </button>
        </div>
      )}
      <DraftNotice form={form} />
      <AboutVictim.Provider value={true}>
        <Stepper form={form} titles={titles} testId="police-phishing-wizard" {...send}>
          {step === 1 && (
            <>
              <p>{t('officer.read_only')}</p>
              <ReadOnlyField
                label={t('officer.last_name')}
                value={info?.last_name ?? ''}
                testId="officer-last-name"
              />
              <ReadOnlyField
                label={t('officer.first_name')}
                value={info?.first_name ?? ''}
                testId="officer-first-name"
              />
              <ReadOnlyField
                label={t('officer.matricule')}
                value={info?.matricule ?? ''}
                testId="officer-matricule"
              />
            </>
          )}
          {step === 2 && (
            <>
              <p>{t('officer.lookup_intro')}</p>
              <RrnField.View
                value={values.rrn}
                onValueChange={(rrn) => update((current) => ({ ...current, rrn }))}
                onFound={(person) => update((current) => ({ ...current, victim: person }))}
                foundRrn={victim?.rrn}
                error={form.errorAt(['victim', 'verified'])}
                testId="victim-rrn"
              />
              {victim && victim.rrn === values.rrn.replace(/\D/g, '') ? (
                <dl className="overview-list" data-testid="victim-found">
                  <dt>{t('identification.name')}</dt>
                  <dd>
                    {victim.lastname} {victim.firstname}
                  </dd>
                  <dt>{t('identification.birth_date')}</dt>
                  <dd>{victim.birth_date}</dd>
                  <dt>{t('identification.address')}</dt>
                  <dd>{sayAddress(victim.address, victim.address.municipality)}</dd>
                </dl>
              ) : (
                <p className="callout" data-testid="victim-not-found">
                  {t('officer.not_found')}
                </p>
              )}
            </>
          )}
          {step === 3 && (
            <ContactStep.View
              value={values.contact}
              onChange={(contact) => update((current) => ({ ...current, contact }))}
              errorAt={(path) => form.errorAt(['victim', ...path])}
              labels={{
                intro: t('officer.contact_intro'),
                email: t('officer.email'),
                email_confirmation: t('officer.email_confirmation'),
                phone: t('officer.phone'),
              }}
            />
          )}
          {step === 4 && <AuthorContactsStep.View values={values} update={update} errorAt={form.errorAt} />}
          {step === 5 && <AmountsStep.View values={values} update={update} errorAt={form.errorAt} />}
          {step === 6 && <FactStep.View values={values} update={update} errorAt={form.errorAt} />}
          {step === LAST_STEP && (
            <>
              <AttachmentsStep.View
                items={values.attachments}
                onItems={(change) =>
                  update((current) => ({ ...current, attachments: change(current.attachments) }))
                }
              />
              <ReviewStep.View
                definition={PHISHING_OFFICER_FORM}
                step={LAST_STEP}
                values={values}
                update={update}
                errorAt={form.errorAt}
                review={form.review}
                payload={(current, ids) => ({
                  ...officerPayload(current, ids),
                  // The server takes these from the police session too; here they are read back.
                  officer: {
                    firstname: info?.first_name,
                    lastname: info?.last_name,
                    matricule: info?.matricule,
                  },
                })}
                forVictim
              />
            </>
          )}
        </Stepper>
      </AboutVictim.Provider>
    </Page>
  );
}
