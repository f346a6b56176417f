import type { OverviewChannel } from '@pow/domain';
import type { FieldMessage } from '../fields/field-message.ts';
import { RadioGroup } from '../form-parts/radio-group.tsx';
import { usePageTexts } from '../i18n/use-page-texts.ts';

export interface OverviewChannelProps {
  readonly value: OverviewChannel | '';
  readonly onChange: (channel: OverviewChannel) => void;
  /** Spec §4: an organisation victim gets the summary by e-mail only. */
  readonly organisation?: boolean;
  /** An officer chooses for the victim, who receives the summary (spec §6). */
  readonly forVictim?: boolean;
  readonly error?: FieldMessage | undefined;
}

/** How the summary PDF reaches the declarant (spec §3 Other fields, §4 Declaration delivery). */
export function OverviewChannelField({
  value,
  onChange,
  organisation = false,
  forVictim = false,
  error,
}: OverviewChannelProps) {
  const { t, ready } = usePageTexts('declaration-steps');
  if (!ready) return null;
  return (
    <RadioGroup<OverviewChannel>
      legend={t(forVictim ? 'overview.channel_legend_victim' : 'overview.channel_legend')}
      hint={organisation ? t('overview.organisation_email') : undefined}
      required
      options={[
        {
          value: 'ebox',
          label: t(forVictim ? 'overview.ebox_victim' : 'overview.ebox'),
          hint: t('overview.ebox_hint'),
          disabled: organisation,
        },
        {
          value: 'email',
          label: t('overview.email'),
          hint: t(forVictim ? 'overview.email_hint_victim' : 'overview.email_hint'),
        },
      ]}
      value={value}
      onValueChange={onChange}
      error={error}
      testId="overview-channel"
    />
  );
}
