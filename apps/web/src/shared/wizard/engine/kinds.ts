import type { FieldKindName } from '@pow/domain';
import { withPageTexts } from '../../i18n/use-page-texts.ts';
import { type AnyFieldKind, lateKind } from './field-kind.ts';
import { amounts } from './kinds/amounts.ts';
import { attachments } from './kinds/attachments.ts';
import { authorContacts } from './kinds/author-contacts.ts';
import { bankNotice } from './kinds/bank-notice.ts';
import { channel } from './kinds/channel.ts';
import { contact } from './kinds/contact.ts';
import { crimeType } from './kinds/crime-type.ts';
import { cablePlace, damagePlace } from './kinds/damage-place.ts';
import { damagedObjects, graffitiObjects } from './kinds/damaged-objects.ts';
import { declarant } from './kinds/declarant.ts';
import { description } from './kinds/description.ts';
import { enterpriseVictim } from './kinds/enterprise-victim.ts';
import { factPlace } from './kinds/fact-place.ts';
import { honeypot } from './kinds/honeypot.ts';
import { lastSeen } from './kinds/last-seen.ts';
import { moment } from './kinds/moment.ts';
import { officer } from './kinds/officer.ts';
import { overviewText } from './kinds/overview-text.ts';
import { review } from './kinds/review.ts';
import { signedInDeclarant } from './kinds/signed-in-declarant.ts';
import { takedownConsent } from './kinds/takedown-consent.ts';
import { victim } from './kinds/victim.ts';
import { victimContact } from './kinds/victim-contact.ts';
import { victimLookup } from './kinds/victim-lookup.ts';
import { yesNo } from './kinds/yes-no.ts';

/**
 * The person form's own kinds (issue 33) in one chunk with their texts ('person-facts', and the object
 * search's 'degradation-steps'), fetched with that form only (`lateKind`).
 */
const personKinds = () =>
  withPageTexts('degradation-steps', withPageTexts('person-facts', import('./kinds/person-kinds.ts')));

/**
 * Every field kind (decision 046). What each holds here is small (its draft and its answer); its
 * component, the bulk, is a chunk of its own fetched when a step that shows it opens, so a form loads
 * only the components of the kinds it uses; a form's own kinds (`lateKind`) come whole in its chunks.
 * A kind the domain names and this table lacks fails the type check.
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
  'signed-in-declarant': signedInDeclarant,
  victim,
  'author-contacts': authorContacts,
  amounts,
  'overview-text': overviewText,
  officer,
  'victim-lookup': victimLookup,
  'victim-contact': victimContact,
  'enterprise-victim': enterpriseVictim,
  'damaged-objects': damagedObjects,
  'graffiti-objects': graffitiObjects,
  'damage-place': damagePlace,
  'cable-place': cablePlace,
  'last-seen': lastSeen,
  'yes-no': yesNo,
  'bank-notice': bankNotice,
  'takedown-consent': takedownConsent,
  'moment-or-period': lateKind(() => personKinds().then((module) => module.momentOrPeriod)),
  'lost-object': lateKind(() => personKinds().then((module) => module.lostObject)),
};

export type FieldKinds = typeof FIELD_KINDS;
