import { VICTIM_SUPPORT_PHONE } from '@pow/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { externalLinks } from '../../shared/external-links.ts';
import { currentLocale } from '../../shared/i18n/i18n.ts';
import { Rich, telHref } from '../../shared/i18n/rich.tsx';
import { usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import { QuickExit } from '../../shared/quick-exit/quick-exit.tsx';
import { LoadingPage } from '../../shared/ui/loading-page.tsx';
import { Page } from '../../shared/ui/page.tsx';
import '../../shared/ui/content.css';

type Age = 'adult' | 'minor';

/**
 * /NCII (spec §2): the definition, three situations, and the help for adults or for under-18s, chosen
 * with a toggle that starts on 'adult'. Only the chosen part is shown, so nobody reads advice meant
 * for the other age (StopNCII.org is for adults' own images only).
 */
export function NciiPage() {
  const { t: tMain } = useTranslation();
  const { t, texts } = usePageTexts('ncii');
  const [age, setAge] = useState<Age>('adult');
  const name = useId();
  if (!texts) return <LoadingPage />;
  const locale = currentLocale();
  const link = (href: string) => (words: string) => <a href={href}>{words}</a>;

  return (
    <Page
      title={texts.title}
      trail={[{ label: tMain('sexual_violences.title'), to: 'sexual-violences' }]}
      narrow
      testId="ncii-page"
    >
      <QuickExit />
      <p className="lead">{texts.definition}</p>
      <p>{texts.list_intro}</p>
      <ul data-testid="ncii-list">
        {Object.entries(texts.list).map(([key, item]) => (
          <li key={key}>{item}</li>
        ))}
      </ul>
      <p>{texts.not_your_fault}</p>

      <fieldset className="choice-group" data-testid="ncii-age">
        <legend className="choice-group__legend">{texts.age.legend}</legend>
        <div className="choice-group__options">
          {(['adult', 'minor'] as const).map((option) => (
            <label key={option} className="choice">
              <input
                type="radio"
                name={`${name}-age`}
                checked={age === option}
                onChange={() => setAge(option)}
                data-testid={`ncii-age-${option}`}
              />
              {texts.age[option]}
            </label>
          ))}
        </div>
      </fieldset>

      {age === 'adult' ? (
        <section aria-labelledby={`${name}-adult`} data-testid="ncii-adult">
          <h2 id={`${name}-adult`}>{texts.adult.title}</h2>
          <p>{texts.adult.evidence}</p>
          <h3>{texts.adult.institute_title}</h3>
          <p>{texts.adult.institute}</p>
          <ul>
            <li>
              <Rich
                text={texts.adult.phone}
                tags={{
                  tel: (words) => (
                    <a
                      className="nowrap"
                      href={telHref(VICTIM_SUPPORT_PHONE)}
                      data-testid="ncii-victim-phone"
                    >
                      {words}
                    </a>
                  ),
                }}
              />
            </li>
            <li>
              <Rich text={t('adult.email', { email: externalLinks.equalityInstituteEmail(locale) })} />
            </li>
            <li>
              <Rich
                text={texts.adult.form}
                tags={{ form: link(externalLinks.equalityInstituteForm(locale)) }}
              />
            </li>
          </ul>
          <p>
            <Rich
              text={texts.adult.manual}
              tags={{ manual: link(externalLinks.equalityInstituteManual(locale)) }}
            />
          </p>
          <h3>{texts.adult.complaint_title}</h3>
          <p>
            <Rich
              text={texts.adult.complaint}
              tags={{ complaint: link(externalLinks.policeContact(locale)) }}
            />
          </p>
          <h3>{texts.adult.stopncii_title}</h3>
          {Object.entries(texts.adult.stopncii).map(([key, paragraph]) => (
            <p key={key}>{paragraph}</p>
          ))}
          <p>
            <a className="button button--secondary" href={externalLinks.stopNcii(locale)}>
              {texts.adult.stopncii_link}
              <span className="visually-hidden"> {tMain('frame.external')}</span>
            </a>
          </p>
          <p className="callout callout--warning" data-testid="ncii-stopncii-warning">
            {texts.adult.stopncii_warning}
          </p>
        </section>
      ) : (
        <section aria-labelledby={`${name}-minor`} data-testid="ncii-minor">
          <h2 id={`${name}-minor`}>{texts.minor.title}</h2>
          <p>{texts.minor.child_focus}</p>
          <ul>
            <li>
              <Rich text={texts.minor.phone} />
            </li>
            <li>
              <Rich text={t('minor.email', { email: externalLinks.childFocusEmail(locale) })} />
            </li>
            <li>
              <Rich text={texts.minor.link} tags={{ site: link(externalLinks.childFocus(locale)) }} />
            </li>
          </ul>
          <p>{texts.minor.adult}</p>
          <p className="callout callout--error" role="note" data-testid="ncii-minor-warning">
            {texts.minor.warning}
          </p>
        </section>
      )}
    </Page>
  );
}
