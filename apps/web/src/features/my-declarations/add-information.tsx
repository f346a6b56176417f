import type { AddendumAdded } from '@pow/contracts/my-declarations';
import { AddendumSchema, citizenLoginHref, FACT_DESCRIPTION_MAX } from '@pow/domain';
import type { TFunction } from 'i18next';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../shared/api/api-client.ts';
import { DEFER_REVEAL, focusFirstInvalid, SubmitAttempt } from '../../shared/fields/field.tsx';
import { type FieldMessage, schemaMessage, useMessageText } from '../../shared/fields/field-message.ts';
import { TextAreaField } from '../../shared/form-parts/text-area-field.tsx';
import {
  type AttachmentItem,
  pendingItems,
  uploadedIds,
} from '../../shared/wizard/attachments/attachment-list.ts';
import { forgetFile, hasFile, uploadPending } from '../../shared/wizard/attachments/attachment-uploads.ts';
import { AttachmentsStep } from '../../shared/wizard/attachments/attachments-step.tsx';
import { postAddendum } from './my-declarations-api.ts';

type Texts = TFunction<'my-declarations'>;
type Phase = 'idle' | 'uploading' | 'sending';

/** The text's own rule, the description's (5–2000 characters): checked here as the server does. */
const textMessage = (text: string) => schemaMessage(AddendumSchema, { text }, ['text']);

/**
 * Adds information to a sent declaration (issue 17): a text under the description's rules and files
 * through the wizards' uploader, their limits counted for this addition. Files still on their way are
 * uploaded first; the addition then goes with this attempt's Idempotency-Key, so a retry after a lost
 * answer adds nothing twice. Once received, the form is empty again and the page reads the timeline anew.
 */
export function AddInformation({
  t,
  declarationId,
  hint,
  onAdded,
}: {
  t: Texts;
  declarationId: string;
  /** What the person may add, for the kind of fact they declared (the form's hint, issue 33). */
  hint: string;
  onAdded: (added: AddendumAdded) => void;
}) {
  const message = useMessageText();
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [text, setText] = useState('');
  const [items, setItems] = useState<readonly AttachmentItem[]>([]);
  const [attempted, setAttempted] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  /** What the server refused: at the text while it is the same text, else under the button. */
  const [refusal, setRefusal] = useState<{ error: ApiError; text: string } | undefined>();
  const [sent, setSent] = useState<AddendumAdded | undefined>();
  const [focusRequest, setFocusRequest] = useState(0);
  const idempotencyKey = useRef(crypto.randomUUID());

  useEffect(() => {
    if (focusRequest > 0 && form.current) focusFirstInvalid(form.current);
  }, [focusRequest]);

  const serverAtText = refusal?.error.path?.[0] === 'text' && refusal.text === text;
  const textError: FieldMessage | undefined =
    textMessage(text) ??
    (serverAtText ? { key: refusal.error.key, params: refusal.error.params } : undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'idle') return;
    setAttempted(true);
    setSent(undefined);
    setRefusal(undefined);
    if (textMessage(text)) {
      setFocusRequest((count) => count + 1);
      return;
    }
    try {
      let ids = uploadedIds(items);
      const pending = pendingItems(items, hasFile);
      if (pending.length > 0) {
        setPhase('uploading');
        const uploaded = await uploadPending(pending, (localId, change) =>
          setItems((current) =>
            current.map((item) => (item.localId === localId ? { ...item, ...change } : item)),
          ),
        );
        if ('failure' in uploaded) throw uploaded.failure;
        ids = [...ids, ...uploaded.ids];
      }
      setPhase('sending');
      const added = await postAddendum(declarationId, { text, attachments: ids }, idempotencyKey.current);
      for (const item of items) forgetFile(item.localId);
      idempotencyKey.current = crypto.randomUUID();
      setText('');
      setItems([]);
      setAttempted(false);
      setSent(added);
      onAdded(added);
    } catch (caught) {
      const error = caught instanceof ApiError ? caught : new ApiError(0, 'error_occured');
      setRefusal({ error, text });
      if (error.path?.[0] === 'text') setFocusRequest((count) => count + 1);
    } finally {
      setPhase('idle');
    }
  };

  const failure = refusal && !serverAtText ? refusal.error : undefined;
  const failureText = failure && (failure.status === 404 ? t('errors.error_404') : message(failure));
  return (
    <section className="mine-add" aria-labelledby={titleId} data-testid="add-information">
      <h2 id={titleId}>{t('add.title')}</h2>
      <p data-testid="add-information-hint">
        {hint} {t('add.intro')}
      </p>
      <form ref={form} noValidate onSubmit={onSubmit} aria-busy={phase !== 'idle'}>
        <SubmitAttempt attempted={attempted}>
          <TextAreaField
            label={t('add.text')}
            hint={t('add.text_hint')}
            required
            value={text}
            onValueChange={setText}
            error={textError}
            max={FACT_DESCRIPTION_MAX}
            rows={5}
            testId="add-information-text"
          />
        </SubmitAttempt>
        <h3>{t('add.files_title')}</h3>
        <AttachmentsStep items={items} onItems={setItems} intro={false} />
        <div className="form-actions" {...{ [DEFER_REVEAL]: true }}>
          <button
            type="submit"
            className="button"
            aria-disabled={phase !== 'idle' || undefined}
            data-testid="add-information-send"
          >
            {phase !== 'idle' && <span className="spinner button__spinner" aria-hidden="true" />}
            {phase === 'uploading'
              ? t('add.uploading')
              : phase === 'sending'
                ? t('add.sending')
                : t('add.send')}
          </button>
        </div>
        <div className="form-status form-status--error" role="alert" data-testid="add-information-error">
          {failureText}
          {failure?.status === 401 && (
            <>
              {' '}
              <a href={citizenLoginHref(window.location.pathname)}>{t('add.sign_in_again')}</a>
            </>
          )}
        </div>
        <p className="form-status" role="status" data-testid="add-information-sent">
          {sent ? t('add.sent', { number: sent.number }) : ''}
        </p>
      </form>
    </section>
  );
}
