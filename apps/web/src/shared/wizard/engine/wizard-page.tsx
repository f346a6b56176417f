import { fieldTextKey, hintKeyOf, type RegisteredForm } from '@pow/domain';
import { type ReactNode, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { PageNamespace } from '../../i18n/page-texts.ts';
import { DECLARATION_PAGE_PARTS, usePageTexts } from '../../i18n/use-page-texts.ts';
import { QuickExit } from '../../quick-exit/quick-exit.tsx';
import { useSession } from '../../session/session-context.tsx';
import { Page } from '../../ui/page.tsx';
import { useAfterFirstPaint } from '../after-first-paint.ts';
import { type AttachmentItem, keptItems } from '../attachments/attachment-list.ts';
import { DraftNotice } from '../draft-notice.tsx';
import { clearDraft } from '../draft-store.ts';
import { together, useStepCode } from '../step-code.ts';
import { Stepper } from '../stepper.tsx';
import { useDeclarationSend } from '../use-declaration-send.tsx';
import { draftOwner, useWizardForm } from '../use-wizard-form.ts';
import { type FormView, lateKinds, type Path } from './field-kind.ts';
import {
  attachmentsField,
  attachmentsOf,
  type FormValues,
  fieldsOf,
  followAnswers,
  holds,
  initialValues,
  type PlacedField,
  payloadOf,
  readAt,
  withField,
} from './form-values.ts';
import { FIELD_KINDS } from './kinds.ts';

/**
 * The one wizard of every form whose steps are made of fields (issue 32, decision 046): it reads the
 * form's definition and draws its steps with the registered field kinds; the state, drafts, validation by
 * the shared schema, the server's refusals and Send are the shared wizard's.
 */
export function WizardPage({
  definition,
  notice,
}: {
  readonly definition: RegisteredForm;
  /** Said above the form (the cable form's pilot, FormPage). */
  readonly notice?: ReactNode;
}) {
  const page = definition.page;
  if (!page) throw new Error(`${definition.id} has no wizard page`);
  const { t: pageText, ready } = usePageTexts(page.texts as PageNamespace, DECLARATION_PAGE_PARTS);
  const t = pageText as unknown as (key: string, params?: object) => string;
  const info = useSession().answer?.info;
  const [painted, setPainted] = useState(false);
  const validation = useAfterFirstPaint(() => import('./validate-form.ts'), painted);
  // A form's own kinds answer once their chunk is there (lateKind): the values are then read again.
  const late = useSyncExternalStore(lateKinds.subscribe, lateKinds.arrived, lateKinds.arrived);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `late` says the kinds' answers changed
  const validate = useMemo(
    () => validation && ((values: FormValues) => validation.validateForm(definition, values)),
    [validation, definition, late],
  );
  const form = useWizardForm<FormValues>({
    owner: draftOwner(info),
    form: page.draft ?? definition.id,
    version: page.draftVersion,
    steps: definition.steps,
    initial: () => followAnswers(definition, initialValues(definition, info)),
    validate,
    // What leaving a step does (a pending author contact added), with the validation's code.
    beforeLeave: validation && ((step, values) => validation.leaveStep(definition, step, values)),
  });
  const placed = useMemo(() => fieldsOf(definition), [definition]);
  const uploads = attachmentsField(definition);
  const payload = (values: FormValues, attachmentIds: readonly string[]) =>
    payloadOf(definition, values, attachmentIds);
  const send = useDeclarationSend<FormValues>({
    form,
    successForm: definition.success,
    attachmentsStep: uploads?.step ?? 0,
    attachments: (values) => attachmentsOf(values, uploads),
    setAttachments: (change) =>
      form.update((values) =>
        uploads
          ? withField(values, uploads.key, (items) => change((items ?? []) as readonly AttachmentItem[]))
          : values,
      ),
    payload,
    on403: page.on403,
    police: definition.filedBy === 'officer',
    factType: (values) => {
      const type = readAt(payload(values, []), 'fact.type');
      return typeof type === 'string' ? type : undefined;
    },
    nextHint: (values) => hintKeyOf(definition, 'next', payload(values, [])),
  });
  const { values, update } = form;
  const [warning, setWarning] = useState(page.warning !== undefined);

  // What the session knows starts the fields that ask it (the e-mail), never over what was typed.
  // An officer's session has no e-mail: the person is known by their draft owner (rrn or matricule).
  const person = info ? `${draftOwner(info) ?? ''} ${info.email}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the session's person is known
  useEffect(() => {
    if (!info) return;
    update((current) =>
      placed.reduce((next, { field, key }) => {
        const fromSession = FIELD_KINDS[field.kind].fromSession;
        if (!fromSession) return next;
        const value = next.fields[key];
        const started = fromSession(value, info, field);
        return started === value ? next : withField(next, key, () => started);
      }, current),
    );
  }, [person]);

  const codes = useMemo(
    () =>
      definition.steps.map((_, index) => {
        const views = placed
          .filter((each) => each.step === index + 1)
          .map(({ field }) => FIELD_KINDS[field.kind].View);
        const [first, ...rest] = views;
        return first && together(first, ...rest);
      }),
    [definition, placed],
  );
  const shown = useStepCode(codes, form.wizard.current, ready, () => setPainted(true));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `late` says the kinds' answers changed
  const now = useMemo(() => payloadOf(definition, values, []), [definition, values, late]);
  if (!shown) return null;

  const quickExit = page.quickExit !== undefined && holds(page.quickExit, now);
  const current = form.wizard.current;
  const items = attachmentsOf(values, uploads);
  const view = (step: number): FormView => ({
    definition,
    answer: (path) => readAt(now, path),
    step,
    review: form.review,
    attachments: items,
    payload: () =>
      payloadOf(
        definition,
        values,
        keptItems(items).map((item) => item.localId),
        true,
      ),
    quickExit,
    keepDraft: values.keep_draft === true,
    setKeepDraft: (keepDraft) => update((changed) => ({ ...changed, keep_draft: keepDraft })),
  });
  const fieldOf = ({ field, key, step }: PlacedField) => {
    const View = FIELD_KINDS[field.kind].View.View;
    const at: Path = field.at === '' ? [] : field.at.split('.');
    const texts: Readonly<Record<string, Parameters<typeof fieldTextKey>[0]>> = field.texts ?? {};
    return (
      <View
        key={key}
        value={values.fields[key]}
        onChange={(change) => update((changed) => followAnswers(definition, withField(changed, key, change)))}
        errorAt={(path, exact) => form.errorAt([...at, ...path], exact)}
        text={(name, params) => {
          const text = texts[name];
          return text
            ? t(
                fieldTextKey(text, (path) => readAt(now, path)),
                params,
              )
            : '';
        }}
        field={field}
        form={view(step)}
      />
    );
  };
  const testId = page.testId ?? definition.id;
  const warningId = page.warning?.text.replaceAll('.', '-');
  return (
    <Page
      title={t(page.title ?? 'title')}
      trail={
        page.landing
          ? undefined
          : (page.trail ?? []).map((crumb) => ({ label: t(crumb.title), to: crumb.to }))
      }
      testId={`${testId}-page`}
    >
      {page.warning === undefined ? (
        <p>{t(page.intro ?? 'intro')}</p>
      ) : (
        warning && (
          <div className="callout callout--warning" role="note" data-testid={warningId}>
            <p>{t(page.warning.text)}</p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setWarning(false)}
              data-testid={`${warningId}-close`}
            >
              {t(page.warning.close)}
            </button>
          </div>
        )
      )}
      {notice}
      <DraftNotice form={form} />
      {quickExit && (
        <QuickExit
          beforeLeaving={
            values.keep_draft === true ? undefined : () => clearDraft(page.draft ?? definition.id)
          }
        />
      )}
      <Stepper
        form={form}
        titles={definition.steps.map((step) => t(`steps.${step.id}`))}
        testId={`${testId}-wizard`}
        {...send}
      >
        {placed.filter((each) => each.step === current && holds(each.field.when, now)).map(fieldOf)}
      </Stepper>
    </Page>
  );
}
