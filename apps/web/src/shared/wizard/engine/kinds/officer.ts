import type { SessionInfo } from '@pow/domain';
import { stepCode } from '../../step-code.ts';
import type { FieldKind } from '../field-kind.ts';
import type { OfficerDraft } from './officer-drafts.ts';

const officerOf = (session: SessionInfo | undefined): OfficerDraft => ({
  firstname: session?.first_name ?? '',
  lastname: session?.last_name ?? '',
  matricule: session?.matricule ?? '',
});

/**
 * The officer's own names and matricule, read-only: the server takes them from the police session, so
 * they are never sent; the review reads them back (AnswerContext.readBack).
 */
export const officer: FieldKind<OfficerDraft> = {
  initial: officerOf,
  fromSession: (value, session) => {
    const known = officerOf(session);
    const same = (Object.keys(known) as (keyof OfficerDraft)[]).every((name) => known[name] === value[name]);
    return same ? value : known;
  },
  answer: (value, { readBack }) => (readBack ? value : undefined),
  View: stepCode(() => import('./officer-view.tsx').then((module) => module.OfficerView)),
};
