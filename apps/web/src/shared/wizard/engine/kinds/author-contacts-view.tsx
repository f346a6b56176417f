import { FACT_AUTHOR_CONTACT_TYPES, type FactAuthorContactType } from '@pow/domain';
import { useState } from 'react';
import { DEFER_REVEAL } from '../../../fields/field.tsx';
import { PhoneField } from '../../../fields/phone-field.tsx';
import { TextField } from '../../../fields/text-field.tsx';
import { RadioGroup } from '../../../form-parts/radio-group.tsx';
import { ConfirmRemove } from '../../confirm-remove.tsx';
import type { FieldViewProps } from '../field-kind.ts';
import {
  authorContactKey,
  authorContactText,
  pendingContactIssue,
  withPendingAdded,
} from './author-contact-checks.ts';
import {
  AUTHOR_CONTACT_KINDS,
  type AuthorContactDraft,
  type AuthorContactsDraft,
  EMPTY_AUTHOR_CONTACT,
  isBlankContact,
} from './author-contact-draft.ts';

const KIND_OF = Object.fromEntries(AUTHOR_CONTACT_KINDS.map(([name, type]) => [type, name])) as Record<
  FactAuthorContactType,
  (typeof AUTHOR_CONTACT_KINDS)[number][0]
>;

/**
 * The author's contacts (spec §2, §3, §5): the ways the author reached the victim, at least one; each
 * entry checked by its kind before it is added; any entry removed after confirmation, the only one too.
 */
export function AuthorContactsView({ value, onChange, errorAt, text }: FieldViewProps<AuthorContactsDraft>) {
  const [removing, setRemoving] = useState<number | undefined>();
  const [tried, setTried] = useState(false);
  const { contacts, pending } = value;
  const issue = pendingContactIssue(pending, contacts);
  const setPending = (change: Partial<AuthorContactDraft>) =>
    onChange((current) => ({ ...current, pending: { ...current.pending, ...change } }));
  // required_fact_author_contacts is shown where the person types the first entry.
  const listError = contacts.length === 0 ? errorAt([], true) : undefined;
  const pendingError = (field: string) =>
    errorAt(['pending', field]) ??
    (tried && issue?.path[0] === field ? { key: issue.message } : undefined) ??
    (isBlankContact(pending) ? listError : undefined);
  const add = () => {
    setTried(true);
    if (issue) return;
    setTried(false);
    onChange(withPendingAdded);
  };

  return (
    <>
      <p>{text('intro')}</p>
      <h3>{text('list')}</h3>
      {contacts.length === 0 ? (
        <p>{text('none')}</p>
      ) : (
        <ul className="repeat-list" data-testid="author-contacts">
          {contacts.map((contact, index) => (
            <li className="repeat-list__item" key={authorContactKey(contact)} data-testid="author-contact">
              <strong>{text(`type_${KIND_OF[contact.type as FactAuthorContactType]}`)}:</strong>{' '}
              <span className="long-value">{authorContactText(contact)}</span>
              {/* Every entry may go, the only one too (issue 33): the list then asks for one again. */}
              <div className="button-row">
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => setRemoving(index)}
                  data-testid="author-contact-remove"
                >
                  {text('remove', { value: authorContactText(contact) })}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <section className="card" aria-labelledby="author-add-title">
        <h3 id="author-add-title">{text('add_title')}</h3>
        <RadioGroup<string>
          legend={text('type')}
          options={AUTHOR_CONTACT_KINDS.map(([name, type]) => ({
            value: String(type),
            label: text(`type_${name}`),
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
            label={text('email')}
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
            label={text('url')}
            hint={text('url_hint')}
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
            label={text('phone')}
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
              label={text('account')}
              hint={text('account_hint')}
              autoComplete="off"
              required
              value={pending.value}
              onValueChange={(value) => setPending({ value })}
              error={pendingError('value')}
              testId="author-account"
            />
            <TextField
              label={text('platform')}
              hint={text('platform_hint')}
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
            {text('add')}
          </button>
        </div>
        <p className="visually-hidden" role="status">
          {contacts.length > 0 ? text('added', { value: authorContactText(contacts.at(-1)!) }) : ''}
        </p>
      </section>
      <ConfirmRemove
        name={
          removing === undefined ? undefined : authorContactText(contacts[removing] ?? EMPTY_AUTHOR_CONTACT)
        }
        onCancel={() => setRemoving(undefined)}
        onConfirm={() => {
          const index = removing;
          setRemoving(undefined);
          onChange((current) => ({ ...current, contacts: current.contacts.filter((_, i) => i !== index) }));
        }}
      />
    </>
  );
}
