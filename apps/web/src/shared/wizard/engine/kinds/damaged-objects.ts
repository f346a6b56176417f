import { withPageTexts } from '../../../i18n/use-page-texts.ts';
import { stepCode } from '../../step-code.ts';
import type { FieldKind } from '../field-kind.ts';
import { emptyObject, type ObjectDraft, objectPayload } from './object-drafts.ts';

// Its texts (the damage forms' 'degradation-steps') come with its code (decision 034).
const View = stepCode(() =>
  withPageTexts('degradation-steps', import('./damaged-objects-view.tsx')).then(
    (module) => module.DamagedObjectsView,
  ),
);

/**
 * The damage forms' list of damaged objects (spec §3 Damaged object, §5): at least one, each found in the
 * objects catalogue, with its description, insurance and damage.
 */
export const damagedObjects: FieldKind<readonly ObjectDraft[]> = {
  initial: () => [emptyObject()],
  answer: (objects) => objects.map((object) => objectPayload(object, false)),
  View,
};

/** The same list in the graffiti form: each object with its graffiti (type, tool, text, colours, size). */
export const graffitiObjects: FieldKind<readonly ObjectDraft[]> = {
  ...damagedObjects,
  answer: (objects) => objects.map((object) => objectPayload(object, true)),
};
