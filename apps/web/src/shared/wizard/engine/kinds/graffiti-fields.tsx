import {
  type GRAFFITI_COMPLEXITIES,
  type GRAFFITI_PAINTING_TOOLS,
  type GRAFFITI_READABILITIES,
  GRAFFITI_SIGNATURE_MAX,
  GRAFFITI_TEXT_MAX,
} from '@pow/domain';
import type { FieldMessage } from '../../../fields/field-message.ts';
import { TextField } from '../../../fields/text-field.tsx';
import { RadioGroup } from '../../../form-parts/radio-group.tsx';
import { usePageTexts } from '../../../i18n/use-page-texts.ts';
import { ColorsField } from './colors-field.tsx';
import type { GraffitiDraft } from './object-drafts.ts';
import { SizeField } from './size-field.tsx';

type Path = readonly (string | number)[];

// The order a person reads them in: the common cases first, 'unknown' last.
const COMPLEXITIES = [
  'simple',
  'complex',
  'graffiti-mural',
  'unknown',
] as const satisfies readonly (typeof GRAFFITI_COMPLEXITIES)[number][];
const TOOLS = [
  'spray',
  'marker',
  'other',
  'unknown',
] as const satisfies readonly (typeof GRAFFITI_PAINTING_TOOLS)[number][];
const READABILITIES = [
  'readable',
  'unreadable',
  'none',
] as const satisfies readonly (typeof GRAFFITI_READABILITIES)[number][];

/** Spec §3 Graffiti, for one object of the graffitis sub-form; only its type is required (spec §5). */
export function GraffitiFields({
  value,
  onChange,
  errorAt,
  testId,
}: {
  readonly value: GraffitiDraft;
  readonly onChange: (graffiti: GraffitiDraft) => void;
  /** Messages relative to the graffiti. */
  readonly errorAt: (path: Path) => FieldMessage | undefined;
  readonly testId: string;
}) {
  const { t, ready } = usePageTexts('degradation-steps');
  if (!ready) return null;
  const set =
    <K extends keyof GraffitiDraft>(key: K) =>
    (next: GraffitiDraft[K]) =>
      onChange({ ...value, [key]: next });
  return (
    <section className="degradation-group" aria-labelledby={`${testId}-title`}>
      <h4 id={`${testId}-title`}>{t('graffiti.title')}</h4>
      <RadioGroup
        legend={t('graffiti.complexity')}
        required
        options={COMPLEXITIES.map((option) => ({
          value: option,
          label: t(`graffiti.complexities.${option}`),
        }))}
        value={value.complexity}
        onValueChange={set('complexity')}
        error={errorAt(['complexity'])}
        testId={`${testId}-complexity`}
      />
      <RadioGroup
        legend={t('graffiti.painting_tool')}
        options={TOOLS.map((option) => ({ value: option, label: t(`graffiti.painting_tools.${option}`) }))}
        value={value.painting_tool}
        onValueChange={set('painting_tool')}
        error={errorAt(['painting_tool'])}
        testId={`${testId}-tool`}
      />
      <RadioGroup
        legend={t('graffiti.readability')}
        options={READABILITIES.map((option) => ({
          value: option,
          label: t(`graffiti.readabilities.${option}`),
        }))}
        value={value.readability}
        onValueChange={set('readability')}
        error={errorAt(['readability'])}
        testId={`${testId}-readability`}
      />
      {value.readability !== 'none' && (
        <TextField
          label={t('graffiti.text')}
          hint={t('graffiti.text_hint')}
          autoComplete="off"
          maxLength={GRAFFITI_TEXT_MAX}
          value={value.text}
          onValueChange={set('text')}
          error={errorAt(['text'])}
          testId={`${testId}-text`}
        />
      )}
      <TextField
        label={t('graffiti.author_signature')}
        hint={t('graffiti.author_signature_hint')}
        autoComplete="off"
        maxLength={GRAFFITI_SIGNATURE_MAX}
        value={value.author_signature}
        onValueChange={set('author_signature')}
        error={errorAt(['author_signature'])}
        testId={`${testId}-signature`}
      />
      <ColorsField
        legend={t('graffiti.colors')}
        value={value.colors}
        onChange={set('colors')}
        error={errorAt(['colors'])}
        testId={`${testId}-colors`}
      />
      <div className="degradation-sizes">
        <SizeField
          label={t('graffiti.width')}
          value={value.width}
          onValueChange={set('width')}
          error={errorAt(['width'])}
          testId={`${testId}-width`}
        />
        <SizeField
          label={t('graffiti.height')}
          value={value.height}
          onValueChange={set('height')}
          error={errorAt(['height'])}
          testId={`${testId}-height`}
        />
      </div>
    </section>
  );
}
