import { ENDPOINT } from '@pow/contracts';
import {
  citizenLoginHref,
  type DebugReport,
  POLICE_LOGIN_PATH,
  STEP_ERROR_KEY,
  stepOfPath,
} from '@pow/domain';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, apiRequest } from '../api/api-client.ts';
import { usePageTexts } from '../i18n/use-page-texts.ts';
import { useAppPath } from '../routing/app-link.tsx';
import { afterFirstPaint } from './after-first-paint.ts';
import type { AttachmentItem } from './attachments/attachment-list.ts';
import type { UploadContextValue } from './attachments/upload-context.ts';
import type { WizardForm } from './use-wizard-form.ts';

// Only a 403 shows the contact form: its dialog stays off the wizard's first view.
const ContactUsAfter403 = lazy(() =>
  import('../contact/contact-us-after-403.tsx').then((module) => ({ default: module.ContactUsAfter403 })),
);

/**
 * The body of `POST v1/debug/network` (spec §7) after a 403: the blocked answer's status and Date
 * header, the page, and in content the endpoint that failed and the declaration's fact type.
 */
export function debugReport(
  error: Pick<ApiError, 'status' | 'date'>,
  endpoint: string,
  factType: string | undefined,
  url: string,
  now: () => Date = () => new Date(),
): DebugReport {
  return {
    code: error.status,
    url,
    timestamp: error.date ?? now().toUTCString(),
    content: { endpoint, factType: factType ?? null },
  };
}

type SendCode = typeof import('./attachments/attachment-uploads.ts') &
  typeof import('./attachments/attachment-list.ts') &
  typeof import('./declaration-added.ts');

// The uploader, the attachment list's rules and the answer's schema (zod) are off the first render:
// fetched after the first paint, or by a Send before that. Once here, Send uses them at once, so a
// running upload is waited for as it was.
let sendCode: SendCode | undefined;
async function loadSendCode(): Promise<SendCode> {
  const [uploads, list, added] = await Promise.all([
    import('./attachments/attachment-uploads.ts'),
    import('./attachments/attachment-list.ts'),
    import('./declaration-added.ts'),
  ]);
  sendCode = { ...uploads, ...list, ...added };
  return sendCode;
}

// Spec §7: the debug report is sent once per page load, only after a 403.
let debugReported = false;

async function reportBlocked(report: DebugReport): Promise<void> {
  if (debugReported) return;
  debugReported = true;
  await apiRequest(ENDPOINT.debugNetwork, { method: 'POST', body: report }).catch(() => undefined);
}

/** What Send hands the sent page in the history entry's state. */
export interface SentState {
  /** The form's hint of what to do next, a text key (`success:hints.next.…`). */
  readonly hint: string | undefined;
}

export interface DeclarationSendOptions<V> {
  readonly form: WizardForm<V>;
  /** The success route's form parameter (spec §2: phishing or person; degradation too). */
  readonly successForm: string;
  readonly attachmentsStep: number;
  readonly attachments: (values: V) => readonly AttachmentItem[];
  readonly setAttachments: (change: (items: readonly AttachmentItem[]) => readonly AttachmentItem[]) => void;
  /** The body of `v1/information/add`, with the ids of the uploaded attachments (or its promise: a builder off the first render). */
  readonly payload: (values: V, attachmentIds: readonly string[]) => unknown;
  /** Spec §8: the citizen forms show error_azure_403 and a contact button; the person form error_403. */
  readonly on403: 'contact-us' | 'step';
  /** The officer's form: signing in again goes to the police login page (spec §8). */
  readonly police?: boolean;
  /** For the debug report of a 403 (spec §7 content.factType). */
  readonly factType?: (values: V) => string | undefined;
  /** The form's hint of what to do next for these answers (a text key), handed to the sent page (issue 33). */
  readonly nextHint?: (values: V) => string | undefined;
}

export interface DeclarationSend {
  readonly sending: boolean;
  readonly sendingText: string | undefined;
  readonly onSend: () => void;
  /** What a refused Send or upload adds under the buttons: sign in again, or the 403 contact button. */
  readonly after: ReactNode;
  /** The step `after` belongs to: the last one, or the attachments step after a refused upload. */
  readonly afterStep: number;
  /** For the attachments step (the Stepper hands it on): a refused upload is told like Send's. */
  readonly uploads: UploadContextValue;
}

/** What Send says on the attachments step when a file did not go up (spec §8). */
const UPLOAD_FAILURES: readonly string[] = ['error_upload', 'error_upload_no_session'];

type Refusal = { readonly kind: 'no-session' | 'blocked'; readonly step: number };

/**
 * Send (spec §4 Attachments, issue 4): every step checked again; unfinished files uploaded first (a
 * failure returns to the attachments step); then the declaration, with the draft's Idempotency-Key so
 * a retry after a lost answer creates nothing twice; success → the sent page, and the draft is gone.
 */
export function useDeclarationSend<V>(options: DeclarationSendOptions<V>): DeclarationSend {
  const { t } = usePageTexts('wizard');
  const navigate = useNavigate();
  const build = useAppPath();
  const [phase, setPhase] = useState<'idle' | 'uploading' | 'sending'>('idle');
  const [refusal, setRefusal] = useState<Refusal | undefined>();
  const busy = useRef(false);
  const { form } = options;
  const last = form.steps.length;
  const latestValues = useRef(form.values);
  latestValues.current = form.values;
  // After the validation, itself fetched after the first paint.
  useEffect(() => {
    if (!form.validated) return;
    return afterFirstPaint(() => {
      loadSendCode().catch(() => undefined);
    });
  }, [form.validated]);

  // "Uploading failed" holds while a file is still failed; removed or sent, the step is clear again.
  const failing = options.attachments(form.values).some((item) => item.state === 'failed');
  const uploadError = form.wizard.steps[options.attachmentsStep - 1]?.error;
  // biome-ignore lint/correctness/useExhaustiveDependencies: form changes every render; these two decide
  useEffect(() => {
    if (!failing && typeof uploadError === 'string' && UPLOAD_FAILURES.includes(uploadError)) {
      form.settle(options.attachmentsStep, uploadError);
    }
  }, [failing, uploadError]);

  /** Spec §8, 403: the contact button where it happened (the person form: error_403 on its last step). */
  const blocked = (error: ApiError, endpoint: string, step: number) => {
    setRefusal({ kind: 'blocked', step });
    if (options.on403 === 'step' && step === last) form.fail(last, 'error_403');
    void reportBlocked(debugReport(error, endpoint, options.factType?.(form.values), window.location.href));
  };

  const send = async () => {
    if (busy.current) return;
    if (form.checkAll().outcome !== 'moved') return;
    busy.current = true;
    setRefusal(undefined);
    try {
      const { hasFile, uploadPending, pendingItems, uploadedIds, declarationAdded } =
        sendCode ?? (await loadSendCode());
      // The values as they are now: a file's upload may have ended while the code came.
      const items = options.attachments(latestValues.current);
      const pending = pendingItems(items, hasFile);
      let ids = uploadedIds(items);
      if (pending.length > 0) {
        setPhase('uploading');
        const uploaded = await uploadPending(pending, (localId, change) =>
          options.setAttachments((current) =>
            current.map((item) => (item.localId === localId ? { ...item, ...change } : item)),
          ),
        );
        if ('failure' in uploaded) {
          const { failure } = uploaded;
          // Blocked by the platform's security: told on the last step, as a blocked Send is.
          if (failure.status === 403) {
            blocked(failure, ENDPOINT.uploadBatch, last);
            return;
          }
          // The file's own line says what is wrong with it; the step says that uploading failed (an
          // ended session: the step offers to renew it in another window, the files stay here).
          const key = failure.status === 401 ? 'error_upload_no_session' : 'error_upload';
          form.fail(options.attachmentsStep, key);
          return;
        }
        ids = [...new Set([...ids, ...uploaded.ids])];
      }
      setPhase('sending');
      const answer = await apiRequest(ENDPOINT.informationAdd, {
        method: 'POST',
        body: await options.payload(form.values, ids),
        headers: { 'Idempotency-Key': form.idempotencyKey },
      });
      const { guid, register } = declarationAdded(answer.body);
      // In the history entry's state, not the address: the kind of fact stays out of the browser's history list.
      const sent: SentState = { hint: options.nextHint?.(form.values) };
      form.finish();
      navigate(
        `${build(`success/${options.successForm}`)}?${new URLSearchParams({
          request: guid,
          register,
        })}`,
        { state: sent },
      );
    } catch (caught) {
      const error = caught instanceof ApiError ? caught : new ApiError(0, 'error_occured');
      if (error.status === 400) {
        const step = (error.path && stepOfPath(form.steps, error.path)) ?? last;
        // The field shows the server's message with its values; the step's line is one without values.
        form.fail(
          step,
          error.params ? STEP_ERROR_KEY : error.key,
          error.path && { path: error.path, message: { key: error.key, params: error.params } },
        );
      } else if (error.status === 401) {
        setRefusal({ kind: 'no-session', step: last });
        form.fail(last, 'error_no_session');
      } else if (error.status === 403) {
        blocked(error, ENDPOINT.informationAdd, last);
      } else if (error.status === 429) {
        // The declarations limit per hour (decision 017): waiting helps, retrying now does not.
        form.fail(last, 'error_too_many_requests');
      } else {
        form.fail(last, 'error_occured');
      }
    } finally {
      busy.current = false;
      setPhase('idle');
    }
  };

  // A Send clicked before the validation came is made when it comes, by the send of that render.
  const latestSend = useRef(send);
  latestSend.current = send;

  // The draft stays in the tab: after signing in again the person is back on this step.
  const signIn = () => (options.police ? POLICE_LOGIN_PATH : citizenLoginHref(window.location.pathname));
  return {
    sending: phase !== 'idle',
    sendingText:
      phase === 'uploading' ? t('uploading_first') : phase === 'sending' ? t('sending') : undefined,
    onSend: () => form.whenValidated(() => void latestSend.current()),
    afterStep: refusal?.step ?? last,
    uploads: {
      police: options.police ?? false,
      // A file added on the attachments step was refused; during Send, Send tells it itself.
      onBlocked: (error) => {
        if (!busy.current && error.status === 403)
          blocked(error, ENDPOINT.uploadBatch, options.attachmentsStep);
      },
    },
    after:
      refusal?.kind === 'no-session' ? (
        <p>
          <a className="button" href={signIn()} data-testid="sign-in-again">
            {t('sign_in_again')}
          </a>{' '}
          {t('sign_in_again_hint')}
        </p>
      ) : refusal?.kind === 'blocked' ? (
        <Suspense fallback={null}>
          <ContactUsAfter403 withMessage={options.on403 !== 'step' || refusal.step !== last} />
        </Suspense>
      ) : undefined,
  };
}
