import type { CablePilotOutcome } from '@pow/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isCheckFirst, rememberCablePilot } from '../../shared/cable-pilot/cable-pilot-pass.ts';
import { checkCablePilot } from '../../shared/cable-pilot/check-cable-pilot.ts';
import { focusFirstInvalid, SubmitAttempt } from '../../shared/fields/field.tsx';
import { municipalityOptions } from '../../shared/fields/municipality-options.ts';
import { SelectField } from '../../shared/fields/select-field.tsx';
import { Rich } from '../../shared/i18n/rich.tsx';
import { usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import { FindZoneButton } from '../../shared/police-zone/find-zone-button.tsx';
import { QuestionnaireOutcome, useOutcomeFocus } from '../../shared/questionnaire/yes-no-questions.tsx';
import { MUNICIPALITIES_ERROR_KEY, useMunicipalities } from '../../shared/reference/use-municipalities.ts';
import { AppLink } from '../../shared/routing/app-link.tsx';
import { LoadingPage } from '../../shared/ui/loading-page.tsx';
import { Page } from '../../shared/ui/page.tsx';
import '../../shared/ui/content.css';

/**
 * /degradation/cable/questionnaire (spec §2, §6, §7, §8): the cable-damage form is a pilot, open in the
 * municipalities of some police zones, and for enterprises only. The person picks the municipality; the
 * API answers whether the form is open there. An allowed municipality is remembered in the tab: the
 * cable form opens only with it, and starts on it (decision 015).
 */
export function CableQuestionnairePage() {
  const { t: tMain } = useTranslation();
  const { t, ready } = usePageTexts('degradation-questionnaire');
  const municipalities = useMunicipalities();
  const [municipality, setMunicipality] = useState<string | undefined>();
  const [attempts, setAttempts] = useState(0);
  const check = useMutation({
    mutationFn: checkCablePilot,
    onSuccess: (answer, tkey) => {
      if (answer === 'allowed') rememberCablePilot(tkey);
    },
  });
  const sentHere = isCheckFirst(useLocation().state);
  const outcome: CablePilotOutcome | undefined = check.isError ? 'failed' : check.data;
  const outcomeHeading = useOutcomeFocus(outcome);
  const form = useRef<HTMLFormElement>(null);
  const options = useMemo(() => municipalityOptions(municipalities.data ?? []), [municipalities.data]);

  // A check without a municipality: the field says so, and gets focus (spec §5).
  useEffect(() => {
    if (attempts > 0 && form.current) focusFirstInvalid(form.current);
  }, [attempts]);

  if (!ready) return <LoadingPage />;

  const name = municipalities.data?.find((item) => item.tkey === check.variables)?.munText ?? '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check.isPending) return;
    if (!municipality) {
      setAttempts((count) => count + 1);
      return;
    }
    check.mutate(municipality);
  };

  return (
    <Page
      title={t('cable.title')}
      trail={[{ label: tMain('theft_and_degradation.title'), to: 'theft-and-degradation' }]}
      narrow
      testId="cable-questionnaire-page"
    >
      <p className="lead">{t('cable.intro')}</p>
      {sentHere && (
        <p className="callout callout--warning" data-testid="cable-check-first">
          {t('cable.check_first')}
        </p>
      )}
      <section
        className="callout"
        aria-labelledby="cable-enterprise-only"
        data-testid="cable-enterprise-only"
      >
        <h2 id="cable-enterprise-only" className="callout__title">
          {t('cable.enterprise_only_title')}
        </h2>
        <p>
          <Rich
            text={t('cable.enterprise_only')}
            tags={{ degradation: (words) => <AppLink to="degradation/questionnaire">{words}</AppLink> }}
          />
        </p>
      </section>
      <form ref={form} onSubmit={submit} noValidate data-testid="cable-form">
        <SubmitAttempt attempted={attempts > 0}>
          <SelectField
            label={t('cable.municipality')}
            hint={tMain('fields.municipality_hint')}
            required
            options={options}
            value={municipality}
            onValueChange={(value) => {
              setMunicipality(value);
              // An answer belongs to the municipality it was asked for.
              check.reset();
            }}
            loading={municipalities.isPending}
            loadError={municipalities.isError ? tMain(MUNICIPALITIES_ERROR_KEY) : undefined}
            onRetry={() => void municipalities.refetch()}
            testId="cable-municipality"
          />
        </SubmitAttempt>
        <div className="button-row">
          <button
            type="submit"
            className="button"
            aria-disabled={check.isPending || undefined}
            data-testid="cable-check"
          >
            {check.isPending ? t('cable.checking') : t('cable.check')}
          </button>
        </div>
      </form>
      {outcome === 'allowed' && (
        <QuestionnaireOutcome
          title={t('cable.allowed_title')}
          headingRef={outcomeHeading}
          outcome={outcome}
          testId="cable-outcome"
        >
          <p>{t('cable.allowed_text', { municipality: name })}</p>
          <div className="button-row">
            <AppLink className="button" to="degradation/cable" data-testid="cable-outcome-form">
              {t('cable.allowed_action')}
            </AppLink>
          </div>
        </QuestionnaireOutcome>
      )}
      {outcome === 'refused' && (
        <QuestionnaireOutcome
          title={t('cable.refused_title')}
          headingRef={outcomeHeading}
          outcome={outcome}
          testId="cable-outcome"
        >
          <p>{t('cable.refused_text', { municipality: name })}</p>
          <p>
            <Rich text={t('cable.refused_danger')} />
          </p>
          <div className="button-row">
            <FindZoneButton
              label={t('cable.refused_action')}
              className="button"
              testId="cable-outcome-zone"
            />
          </div>
        </QuestionnaireOutcome>
      )}
      {outcome === 'failed' && (
        <QuestionnaireOutcome
          title={t('cable.failed_title')}
          headingRef={outcomeHeading}
          outcome={outcome}
          testId="cable-outcome"
        >
          <p className="callout callout--error">{tMain('error_occured')}</p>
        </QuestionnaireOutcome>
      )}
    </Page>
  );
}
