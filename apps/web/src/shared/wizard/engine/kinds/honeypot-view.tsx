import { Honeypot } from '../../../form-parts/honeypot.tsx';
import { usePageTexts } from '../../../i18n/use-page-texts.ts';
import type { FieldViewProps } from '../field-kind.ts';

export function HoneypotView({ value, onChange }: FieldViewProps<string>) {
  const { t, ready } = usePageTexts('wizard');
  if (!ready) return null;
  return <Honeypot value={value} onValueChange={(typed) => onChange(() => typed)} label={t('honeypot')} />;
}
