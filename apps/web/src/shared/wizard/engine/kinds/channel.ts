import type { OverviewChannel } from '@pow/domain';
import { forOrganisation } from '../../../declaration-steps/victim-draft.ts';
import { stepCode } from '../../step-code.ts';
import type { FieldKind } from '../field-kind.ts';

/**
 * How the summary reaches its owner (spec §4 Declaration delivery); choosing an organisation as the
 * victim sets it to e-mail, which stays when the choice changes again.
 */
export const channel: FieldKind<OverviewChannel | ''> = {
  initial: () => '',
  answer: (value) => value,
  follow: (value, answer) => (forOrganisation(answer) ? 'email' : value),
  View: stepCode(() => import('./channel-view.tsx').then((module) => module.ChannelView)),
};
