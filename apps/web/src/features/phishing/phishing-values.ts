import {
  type OverviewChannel,
  PHISHING_CITIZEN_STEPS,
  PHISHING_FACT_TYPE,
  PHISHING_OFFICER_STEPS,
  type RegistryPerson,
} from '@pow/domain';
import { fromRegistryAddress } from '../../shared/declaration-steps/address.ts';
import {
  type ContactDraft,
  contactPayload,
  EMPTY_CONTACT,
} from '../../shared/declaration-steps/contact-draft.ts';
import {
  chooseIdentification,
  type DeclarantDraft,
  declarantPayload,
} from '../../shared/declaration-steps/declarant-draft.ts';
import {
  EMPTY_VICTIM,
  type VictimDraft,
  victimPayload,
} from '../../shared/declaration-steps/victim-draft.ts';
import type { AttachmentItem } from '../../shared/wizard/attachments/attachment-list.ts';
import {
  type AuthorContactDraft,
  authorContactPayload,
  EMPTY_AUTHOR_CONTACT,
} from './author-contact-draft.ts';

/** One stolen amount as typed (spec §3): the payload's strings, the amount parsed by the schema. */
export interface AmountDraft {
  readonly iban: string;
  readonly amount: string;
}
export const EMPTY_AMOUNT: AmountDraft = { iban: '', amount: '' };

/** What both phishing forms ask about the fact (steps author contacts to attachments). */
export interface PhishingFacts {
  readonly contacts: readonly AuthorContactDraft[];
  /** The entry being typed in the author-contacts step, before "Add". */
  readonly pending: AuthorContactDraft;
  /** Spec §5 step 5: an answered question, then every row complete; 'no' sends an empty list. */
  readonly money_lost: '' | 'yes' | 'no';
  readonly amounts: readonly AmountDraft[];
  readonly date: string;
  readonly time: string;
  readonly description: string;
  readonly attachments: readonly AttachmentItem[];
  readonly channel: OverviewChannel | '';
}

export const EMPTY_FACTS: PhishingFacts = {
  contacts: [],
  pending: EMPTY_AUTHOR_CONTACT,
  money_lost: '',
  amounts: [EMPTY_AMOUNT],
  date: '',
  time: '',
  description: '',
  attachments: [],
  channel: '',
};

/** The citizen's declaration as typed (8 steps). */
export interface PhishingValues extends PhishingFacts {
  /** The signed-in declarant, federal only: names and rrn from the session, the rest from the registry. */
  readonly declarant: DeclarantDraft;
  readonly contact: ContactDraft;
  readonly victim: VictimDraft;
  readonly overview_text: string;
  readonly dog_color: string;
}

export const initialPhishingValues = (): PhishingValues => ({
  ...EMPTY_FACTS,
  declarant: chooseIdentification('federal'),
  contact: EMPTY_CONTACT,
  victim: EMPTY_VICTIM,
  overview_text: '',
  dog_color: '',
});

/** The officer's declaration as typed (7 steps): the victim found by rrn, sent from step 7. */
export interface OfficerPhishingValues extends PhishingFacts {
  readonly rrn: string;
  readonly victim: RegistryPerson | undefined;
  readonly contact: ContactDraft;
}

export const initialOfficerValues = (): OfficerPhishingValues => ({
  ...EMPTY_FACTS,
  rrn: '',
  victim: undefined,
  contact: EMPTY_CONTACT,
});

export const AUTHOR_PATH = ['fact_author_infos'] as const;
export const AMOUNTS_PATH = ['fact_amounts'] as const;

/** Spec §2: the citizen's eight steps and the officer's seven, with the payload paths each fills. */
export const CITIZEN_STEPS = PHISHING_CITIZEN_STEPS;
export const OFFICER_STEPS = PHISHING_OFFICER_STEPS;

function factsPayload(values: PhishingFacts, attachmentIds: readonly string[], overview?: string) {
  return {
    fact_author_infos: values.contacts.map(authorContactPayload),
    fact_amounts: values.money_lost === 'yes' ? values.amounts : [],
    // Spec §3: fact {type 5731, overview, datetime, description}; only the citizen writes the overview.
    fact: {
      type: PHISHING_FACT_TYPE,
      ...(overview === undefined ? {} : { overview }),
      datetime: { date: values.date, time: values.time },
      description: values.description,
    },
    attachments: [...attachmentIds],
  };
}

/** `POST v1/information/add` of the citizen (spec §3 Declaration (phishing)); the server takes the identity from the session. */
export function phishingPayload(values: PhishingValues, attachmentIds: readonly string[]) {
  return {
    form: 'phishing' as const,
    declarant: { ...declarantPayload(values.declarant), ...contactPayload(values.contact) },
    victim: victimPayload(values.victim),
    ...factsPayload(values, attachmentIds, values.overview_text),
    overview: { channel: values.channel },
    dog_color: values.dog_color,
  };
}

/** `POST v1/information/add` of an officer; the server sets the matricule from the police session. */
export function officerPayload(values: OfficerPhishingValues, attachmentIds: readonly string[]) {
  const victim = values.victim;
  return {
    form: 'phishing_officer' as const,
    victim: {
      // Spec §4: only a successful look-up marks the victim verified (require_rrn_search otherwise).
      verified: victim !== undefined && victim.rrn === values.rrn.replace(/\D/g, ''),
      type: 'private-person' as const,
      firstname: victim?.firstname ?? '',
      lastname: victim?.lastname ?? '',
      rrn: victim?.rrn ?? values.rrn,
      birth_date: victim?.birth_date ?? '',
      nationality: victim?.nationality ?? '',
      address: victim ? fromRegistryAddress(victim.address) : undefined,
      ...contactPayload(values.contact),
    },
    ...factsPayload(values, attachmentIds),
    overview: { channel: values.channel },
    dog_color: '',
  };
}

/**
 * Spec §4: a new victim choice (the victim step has already cleared the old choice's fields); an
 * organisation victim gets the summary by e-mail, so the channel becomes e-mail.
 */
export function withVictim(values: PhishingValues, victim: VictimDraft): PhishingValues {
  return { ...values, victim, channel: victim.declare_for === 'organisation' ? 'email' : values.channel };
}

/** The author-contacts step's number in both forms. */
export const AUTHOR_STEP = 4;
