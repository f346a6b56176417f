import type { OverviewChannel } from '@pow/domain';
import { OverviewChannelField } from '../../../declaration-steps/overview-channel.tsx';
import { forOrganisation } from '../../../declaration-steps/victim-draft.ts';
import type { FieldViewProps } from '../field-kind.ts';

export function ChannelView({ value, onChange, errorAt, form }: FieldViewProps<OverviewChannel | ''>) {
  return (
    <OverviewChannelField
      value={value}
      onChange={(chosen) => onChange(() => chosen)}
      error={errorAt([])}
      organisation={forOrganisation(form.answer)}
      // An officer chooses for the victim, who receives the summary (spec §6).
      forVictim={form.definition.filedBy === 'officer'}
    />
  );
}
