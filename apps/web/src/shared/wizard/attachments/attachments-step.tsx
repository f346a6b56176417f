import { formatFileSize } from '@pow/domain';
import { type ChangeEvent, useContext, useEffect, useId, useRef, useState } from 'react';
import { type FieldMessage, useMessageText } from '../../fields/field-message.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { usePageTexts } from '../../i18n/use-page-texts.ts';
import { reSignInHref } from '../../session/re-sign-in.ts';
import { ConfirmRemove } from '../confirm-remove.tsx';
import { type AttachmentItem, precheckFile, restoreItems, sha256Hex, totalSize } from './attachment-list.ts';
import { forgetFile, hasFile, keepFile, type PatchItem, uploadItem } from './attachment-uploads.ts';
import { UploadContext } from './upload-context.ts';
import { deleteUpload } from './upload-file.ts';
import './attachments.css';

const NO_SESSION = 'error_upload_no_session';

export interface AttachmentsStepProps {
  readonly items: readonly AttachmentItem[];
  readonly onItems: (change: (items: readonly AttachmentItem[]) => readonly AttachmentItem[]) => void;
  /** The step's introduction; a form that says what its files are for itself leaves it out. */
  readonly intro?: boolean;
}

/**
 * The attachments step of every form (spec §4, §5 Uploads): a file is checked in the browser, then
 * uploaded at once with a real progress bar, so that Send has little left to do and a reload loses
 * only what was still on its way. The server checks everything again.
 */
export function AttachmentsStep({ items, onItems, intro = true }: AttachmentsStepProps) {
  const { t, ready } = usePageTexts('wizard');
  const message = useMessageText();
  const inputId = useId();
  const uploads = useContext(UploadContext);
  const [refused, setRefused] = useState<readonly FieldMessage[]>([]);
  const [removing, setRemoving] = useState<AttachmentItem | undefined>();
  const latest = useRef(items);
  latest.current = items;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the draft this page found
  useEffect(() => {
    onItems((current) => restoreItems(current, hasFile));
  }, []);

  const patch: PatchItem = (localId, change) =>
    onItems((current) => current.map((item) => (item.localId === localId ? { ...item, ...change } : item)));

  /** Uploads one file (a second click on Retry joins the upload on its way); a 403 is told (spec §8). */
  const upload = async (item: AttachmentItem) => {
    const result = await uploadItem(item, patch);
    if ('failure' in result && result.failure.status === 403) uploads?.onBlocked(result.failure);
  };

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const problems: FieldMessage[] = [];
    const accepted: AttachmentItem[] = [];
    for (const file of chosen) {
      const sha256 = await sha256Hex(file);
      const problem = precheckFile(file, sha256, [...latest.current, ...accepted]);
      if (problem) {
        problems.push(problem);
        continue;
      }
      const item: AttachmentItem = {
        localId: crypto.randomUUID(),
        name: file.name,
        size: file.size,
        sha256,
        state: 'added',
        progress: 0,
      };
      keepFile(item.localId, file);
      accepted.push(item);
    }
    setRefused(problems);
    if (accepted.length === 0) return;
    onItems((current) => [...current, ...accepted]);
    for (const item of accepted) await upload(item);
  };

  const remove = async (item: AttachmentItem) => {
    setRemoving(undefined);
    forgetFile(item.localId);
    onItems((current) => current.filter((other) => other.localId !== item.localId));
    if (item.serverId) await deleteUpload(item.serverId).catch(() => undefined);
  };

  if (!ready) return null;
  const locale = currentLocale();
  // Spec §8, 401 on upload: the session is renewed in another window, so the files stay in this one.
  const sessionEnded = items.some((item) => item.error?.key === NO_SESSION && !item.lost);
  const refreshHref = reSignInHref(uploads?.police ? 'policeman' : 'citizen', locale);
  return (
    <div className="attachments" data-testid="attachments-step">
      {intro && <p>{t('attachments.intro')}</p>}
      <p id={`${inputId}-rules`}>{t('attachments.rules')}</p>
      <input
        id={inputId}
        className="attachments__input"
        type="file"
        multiple
        accept="image/*,.pdf,application/pdf"
        aria-describedby={`${inputId}-rules`}
        onChange={add}
        data-testid="attachments-input"
      />
      <label htmlFor={inputId} className="button button--secondary">
        {t('attachments.add')}
      </label>
      <div role="alert" data-testid="attachments-refused">
        {refused.length > 0 && (
          <ul className="callout callout--error attachments__refused">
            {refused.map((problem) => (
              <li key={`${problem.key}-${String(problem.params?.filename ?? '')}`}>{message(problem)}</li>
            ))}
          </ul>
        )}
      </div>
      <h3>{t('attachments.list')}</h3>
      {items.length === 0 ? (
        <p>{t('attachments.none')}</p>
      ) : (
        <>
          <ul className="attachments__list" data-testid="attachments-list">
            {items.map((item) => (
              <li
                key={item.localId}
                className="attachments__item"
                data-testid="attachment"
                data-state={item.state}
              >
                <span className="attachments__name">
                  {item.name} <span className="attachments__size">({formatFileSize(item.size, locale)})</span>
                </span>
                <span className="button-row">
                  {item.state === 'failed' && hasFile(item.localId) && (
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => void upload(item)}
                    >
                      {t('attachments.retry')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => setRemoving(item)}
                    aria-label={t('attachments.remove', { name: item.name })}
                    data-testid="attachment-remove"
                  >
                    {t('attachments.remove_button')}
                  </button>
                </span>
                {item.state === 'uploading' && (
                  <progress
                    max={1}
                    value={item.progress}
                    aria-label={t('attachments.upload_progress', { name: item.name })}
                  />
                )}
                {/* The state is said when it changes; the percentage only shown (the bar carries it). */}
                <p className="attachments__state">
                  <span aria-live="polite">
                    {t(`attachments.state.${item.state}`)}
                    {item.lost && ` — ${t('attachments.lost')}`}
                    {item.error && !item.lost && ` — ${message(item.error)}`}
                  </span>
                  {item.state === 'uploading' && (
                    <span aria-hidden="true"> {Math.round(item.progress * 100)} %</span>
                  )}
                </p>
              </li>
            ))}
          </ul>
          <p>{t('attachments.used', { used: formatFileSize(totalSize(items), locale) })}</p>
        </>
      )}
      {sessionEnded && (
        <p className="callout callout--warning" data-testid="attachments-session-ended">
          <a href={refreshHref} target="_blank" rel="noopener" data-testid="attachments-refresh-session">
            {t('attachments.refresh_session')}
          </a>{' '}
          {t('attachments.refresh_hint')}
        </p>
      )}
      <ConfirmRemove
        name={removing?.name}
        onConfirm={() => removing && remove(removing)}
        onCancel={() => setRemoving(undefined)}
      />
    </div>
  );
}
