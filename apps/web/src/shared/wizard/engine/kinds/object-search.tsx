import { OBJECT_SEARCH_MAX_RESULTS } from '@pow/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMessage } from '../../../fields/field-message.ts';
import { TextField } from '../../../fields/text-field.tsx';
import { RadioGroup } from '../../../form-parts/radio-group.tsx';
import { usePageTexts } from '../../../i18n/use-page-texts.ts';
import { OBJECTS_ERROR_KEY, useObjects } from '../../../reference/use-objects.ts';
import { type ChosenObject, chosenObject } from './object-drafts.ts';

export interface ObjectSearchProps {
  readonly value: ChosenObject | undefined;
  readonly onChoose: (object: ChosenObject) => void;
  /** The schema's message for the object (nothing chosen). */
  readonly error: FieldMessage | undefined;
  readonly testId: string;
  /** The search's label and hint where the damage forms' do not fit (a lost object's examples). */
  readonly label?: string;
  readonly hint?: string;
}

/**
 * The object of a damaged object (or of a lost one, the person form), from the objects catalogue (spec §3 Reference lists, §9): what is
 * typed is asked 300 ms after the last key, at most 50 answers, shown as a list of choices; 'other'
 * and 'not specified' always close the list (the server's order), so a person is never stuck.
 */
export function ObjectSearch({ value, onChoose, error, testId, label, hint }: ObjectSearchProps) {
  const { t, ready } = usePageTexts('degradation-steps');
  const { t: tMain } = useTranslation();
  const [needle, setNeedle] = useState('');
  const objects = useObjects(needle);
  if (!ready) return null;

  const searching = needle.trim() !== '';
  const results = searching ? (objects.data ?? []) : [];
  // Announced politely while typing: searching, nothing found, how many, or that the cap was reached.
  let status = '';
  if (searching && !objects.isError) {
    if (objects.isFetching) status = t('objects.searching');
    else if (results.length >= OBJECT_SEARCH_MAX_RESULTS)
      status = tMain('search_limited_results', { count: OBJECT_SEARCH_MAX_RESULTS });
    else if (results.length > 0) status = t('objects.results_count', { count: results.length });
    else if (objects.data) status = tMain('no_results');
  }

  return (
    <div className="object-search" data-testid={testId}>
      <TextField
        label={label ?? t('objects.search')}
        hint={hint ?? t('objects.search_hint')}
        // Required until an object is chosen; afterwards the search only serves to change it.
        required={!value}
        type="search"
        autoComplete="off"
        spellCheck={false}
        value={needle}
        onValueChange={setNeedle}
        error={value ? undefined : error}
        testId={`${testId}-search`}
      />
      <p className="object-search__status" role="status" data-testid={`${testId}-status`}>
        {status}
      </p>
      {searching && objects.isError && (
        <div className="field__notice field__notice--error" role="alert">
          <span>{tMain(OBJECTS_ERROR_KEY)}</span>
          <button type="button" className="button button--secondary" onClick={() => void objects.refetch()}>
            {tMain('reference.retry')}
          </button>
        </div>
      )}
      {results.length > 0 && (
        <RadioGroup<string>
          legend={t('objects.results')}
          // The category under the name, unless it says the same ("not specified").
          options={results.map((item) => ({
            value: item.tkey,
            label: item.text,
            ...(item.category === item.text ? {} : { hint: item.category }),
          }))}
          value={results.some((item) => item.tkey === value?.tkey) ? (value?.tkey ?? '') : ''}
          onValueChange={(tkey) => {
            const item = results.find((candidate) => candidate.tkey === tkey);
            if (item) onChoose(chosenObject(item));
          }}
          testId={`${testId}-result`}
        />
      )}
      {value && (
        <p className="callout callout--positive" data-testid={`${testId}-chosen`}>
          {t('objects.chosen', { name: value.text })}
        </p>
      )}
    </div>
  );
}
