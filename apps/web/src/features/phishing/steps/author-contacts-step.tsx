import { FACT_AUTHOR_CONTACT_TYPES, type FactAuthorContactType } from '@pow/domain';
import { useState } from 'react';
import { DEFER_REVEAL } from '../../../shared/fields/field.tsx';
import { PhoneField } from '../../../shared/fields/phone-field.tsx';
import { TextField } from '../../../shared/fields/text-field.tsx';
import { RadioGroup } from '../../../shared/form-parts/radio-group.tsx';
import { ConfirmRemove } from '../../../shared/wizard/confirm-remove.tsx';
import {
  AUTHOR_CONTACT_KINDS,
  type AuthorContactDraft,
  EMPTY_AUTHOR_CONTACT,
  isBlankContact,
} from '../author-contact-draft.ts';
import {
  authorContactKey,
  authorContactText,
  pendingContactIssue,
  withPendingAdded,
} from '../author-contacts.ts';
import type { PhishingFacts } from '../phishing-values.ts';
import { usePhishingTexts } from '../voice.ts';
import type { FactsStepProps } from './step-props.ts';

const KIND_OF = Object.fromEntries(AUTHOR_CONTACT_KINDS.map(([name, type]) => [type, name])) as Record<
  FactAuthorContactType,
  (typeof AUTHOR_CONTACT_KINDS)[number][0]
>;

/**
 * Step 4 (spec §2, §3, §5): the ways the author reached the victim, at least one; each entry checked
 * by its kind before it is added; removal of one entry of several after confirmation.
 */
export function AuthorContactsStep<T extends PhishingFacts>({ values, update, errorAt }: FactsStepProps<T>) {
  const { t, ready } = usePhishingTexts();
  const [removing, setRemoving] = useState<number | undefined>();
  const [tried, setTried] = useState(false);
  if (!ready) return null;
  const pending = values.pending;
  const issue = pendingContactIssue(pending, values.contacts);
  const setPending = (change: Partial<AuthorContactDraft>) =>
    update((current) => ({ ...current, pending: { ...current.pending, ...change } }));
  // required_fact_author_contacts is shown where the person types the first entry.
  const listError = values.contacts.length === 0 ? errorAt(['fact_author_infos'], true) : undefined;
  const pendingError = (field: string) =>
    errorAt(['fact_author_infos', 'pending', field]) ??
    (tried && issue?.path[0] === field ? { key: issue.message } : undefined) ??
    (isBlankContact(pending) ? listError : undefined);
  const add = () => {
    setTried(true);
    if (issue) return;
    setTried(false);
    update((current) => withPendingAdded(current));
  };

  return (
    <>
      <p>{t('author.intro')}</p>
      <h3>{t('author.list')}</h3>
      {values.contacts.length === 0 ? (
        <p>{t('author.none')}</p>
      ) : (
        <ul className="repeat-list" data-testid="author-contacts">
          {values.contacts.map((contact, index) => (
            <li className="repeat-list__item" key={authorContactKey(contact)} data-testid="author-contact">
              <strong>{t(`author.types.${KIND_OF[contact.type as FactAuthorContactType]}`)}:</strong>{' '}
              <span className="long-value">{authorContactText(contact)}</span>
              {values.contacts.length > 1 && (
                <div className="button-row">
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => setRemoving(index)}
                    data-testid="author-contact-remove"
                  >
                    {t('author.remove', { value: authorContactText(contact) })}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <section className="card" aria-labelledby="author-add-title">
        <h3 id="author-add-title">{t('author.add_title')}</h3>
        <RadioGroup<string>
          legend={t('author.type')}
          options={AUTHOR_CONTACT_KINDS.map(([name, type]) => ({
            value: String(type),
            label: t(`author.types.${name}`),
          }))}
          value={pending.type === 0 ? '' : String(pending.type)}
          onValueChange={(type) =>
            setPending({ ...EMPTY_AUTHOR_CONTACT, type: Number(type) as FactAuthorContactType })
          }
          error={
            pending.type === 0 ? (listError ?? (tried ? { key: 'required_field' } : undefined)) : undefined
          }
          testId="author-type"
        />
        {pending.type === FACT_AUTHOR_CONTACT_TYPES.email && (
          <TextField
            label={t('author.email')}
            type="email"
            inputMode="email"
            spellCheck={false}
            autoComplete="off"
            required
            value={pending.value}
            onValueChange={(value) => setPending({ value })}
            error={pendingError('value')}
            testId="author-email"
          />
        )}
        {pending.type === FACT_AUTHOR_CONTACT_TYPES.url && (
          <TextField
            label={t('author.url')}
            hint={t('author.url_hint')}
            type="url"
            inputMode="url"
            spellCheck={false}
            autoComplete="off"
            required
            value={pending.value}
            onValueChange={(value) => setPending({ value })}
            error={pendingError('value')}
            testId="author-url"
          />
        )}
        {pending.type === FACT_AUTHOR_CONTACT_TYPES.phone && (
          <PhoneField
            label={t('author.phone')}
            required
            value={pending.phone}
            onChange={(phone) => setPending({ phone })}
            error={pendingError('number') ?? pendingError('indicator')}
            testId="author-phone"
          />
        )}
        {pending.type === FACT_AUTHOR_CONTACT_TYPES.account && (
          <>
            <TextField
              label={t('author.account')}
              hint={t('author.account_hint')}
              autoComplete="off"
              required
              value={pending.value}
              onValueChange={(value) => setPending({ value })}
              error={pendingError('value')}
              testId="author-account"
            />
            <TextField
              label={t('author.platform')}
              hint={t('author.platform_hint')}
              autoComplete="off"
              required
              value={pending.platform}
              onValueChange={(platform) => setPending({ platform })}
              error={pendingError('platform')}
              testId="author-platform"
            />
          </>
        )}
        {/* Add checks the entry itself: a message on the way to it would move it from under the pointer. */}
        <div className="button-row" {...{ [DEFER_REVEAL]: true }}>
          <button type="button" className="button button--secondary" onClick={add} data-testid="author-add">
            {t('author.add')}
          </button>
        </div>
        <p className="visually-hidden" role="status">
          {values.contacts.length > 0
            ? t('author.added', { value: authorContactText(values.contacts.at(-1)!) })
            : ''}
        </p>
      </section>
      <ConfirmRemove
        name={
          removing === undefined
            ? undefined
            : authorContactText(values.contacts[removing] ?? EMPTY_AUTHOR_CONTACT)
        }
        onCancel={() => setRemoving(undefined)}
        onConfirm={() => {
          const index = removing;
          setRemoving(undefined);
          update((current) => ({ ...current, contacts: current.contacts.filter((_, i) => i !== index) }));
        }}
      />
    </>
  );
}
