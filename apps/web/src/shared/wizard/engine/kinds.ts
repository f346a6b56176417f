import type { FieldKindName } from '@pow/domain';
import type { AnyFieldKind } from './field-kind.ts';
import { attachments } from './kinds/attachments.ts';
import { channel } from './kinds/channel.ts';
import { contact } from './kinds/contact.ts';
import { crimeType } from './kinds/crime-type.ts';
import { declarant } from './kinds/declarant.ts';
import { description } from './kinds/description.ts';
import { factPlace } from './kinds/fact-place.ts';
import { honeypot } from './kinds/honeypot.ts';
import { moment } from './kinds/moment.ts';
import { review } from './kinds/review.ts';

/**
 * Every field kind (decision 046). What each holds here is small (its draft and its answer); its
 * component, the bulk, is a chunk of its own fetched when a step that shows it opens, so a form loads
 * only the components of the kinds it uses. A kind the domain names and this table lacks fails the
 * type check.
 */
export const FIELD_KINDS: { readonly [K in FieldKindName]: AnyFieldKind } = {
  'crime-type': crimeType,
  declarant,
  contact,
  'fact-place': factPlace,
  moment,
  description,
  attachments,
  review,
  channel,
  honeypot,
};

export type FieldKinds = typeof FIELD_KINDS;
