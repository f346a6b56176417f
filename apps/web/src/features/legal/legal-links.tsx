import type { RichTags } from '../../shared/i18n/rich.tsx';
import { AppLink } from '../../shared/routing/app-link.tsx';

/** Links between the legal pages and to the FAQ, as the texts mark them. */
export const LEGAL_LINKS: RichTags = {
  privacy: (words) => <AppLink to="privacy">{words}</AppLink>,
  cookies: (words) => <AppLink to="cookies">{words}</AppLink>,
  accessibility: (words) => <AppLink to="accessibility">{words}</AppLink>,
  faq: (words) => <AppLink to="faq">{words}</AppLink>,
};
