import { PHISHING_OFFICER_FORM } from '@pow/domain';
import { useId, useState } from 'react';
import { useAddressLine } from '../../shared/declaration-steps/address.ts';
import { ContactStep } from '../../shared/declaration-steps/contact-step.tsx';
import { RrnField } from '../../shared/fields/rrn-field.tsx';
import { usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import { useSession } from '../../shared/session/session-context.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { AttachmentsStep } from '../../shared/wizard/attachments/attachments-step.tsx';
import { DraftNotice } from '../../shared/wizard/draft-notice.tsx';
import { ReviewStep } from '../../shared/wizard/review/review-step.tsx';
import { Stepper } from '../../shared/wizard/stepper.tsx';
import { DECLARATION_PAGE_PARTS } from '../../shared/wizard/texts.ts';
import { useDeclarationSend } from '../../shared/wizard/use-declaration-send.tsx';
import { draftOwner, useWizardForm } from '../../shared/wizard/use-wizard-form.ts';
import {
  addPendingOnLeave,
  initialOfficerValues,
  OFFICER_STEPS,
  type OfficerPhishingValues,
  officerPayload,
  validateOfficerPhishing,
} from './phishing-values.ts';
import { AmountsStep } from './steps/amounts-step.tsx';
import { AuthorContactsStep } from './steps/author-contacts-step.tsx';
import { FactStep } from './steps/fact-step.tsx';
import { PHISHING_TEXTS } from './texts.ts';
import { AboutVictim } from './voice.ts';

const DRAFT_VERSION = 1;
const LAST_STEP = 7;

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
  const { t, ready } = usePageTexts('phishing', PHISHING_TEXTS, DECLARATION_PAGE_PARTS);
  const sayAddress = useAddressLine();
  const { answer } = useSession();
  const info = answer?.info;
  const [warning, setWarning] = useState(true);
  const form = useWizardForm<OfficerPhishingValues>({
    owner: draftOwner(info),
    form: 'phishing_officer',
    version: DRAFT_VERSION,
    steps: OFFICER_STEPS,
    initial: initialOfficerValues,
    validate: validateOfficerPhishing,
    beforeLeave: addPendingOnLeave,
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
  if (!ready) return null;

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
              <RrnField
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
            <ContactStep
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
          {step === 4 && <AuthorContactsStep values={values} update={update} errorAt={form.errorAt} />}
          {step === 5 && <AmountsStep values={values} update={update} errorAt={form.errorAt} />}
          {step === 6 && <FactStep values={values} update={update} errorAt={form.errorAt} />}
          {step === LAST_STEP && (
            <>
              <AttachmentsStep
                items={values.attachments}
                onItems={(change) =>
                  update((current) => ({ ...current, attachments: change(current.attachments) }))
                }
              />
              <ReviewStep
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
