import type { OverviewChannel } from '@pow/domain';
import { stepCode } from '../../step-code.ts';
import type { FieldKind } from '../field-kind.ts';

/** How the summary reaches its owner (spec §4 Declaration delivery). */
export const channel: FieldKind<OverviewChannel | ''> = {
  initial: () => '',
  answer: (value) => value,
  View: stepCode(() => import('./channel-view.tsx').then((module) => module.ChannelView)),
};
