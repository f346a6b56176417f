// Apart from the FAQ page, so that the footer and home link to its questions without its chunk.

/** Spec §2: this anchor opens the type-of-fact question, on arrival and on a later hash change. */
export const FAQ_TYPES_ANCHOR = 'faq-type-of-declarations';

/** The 'other question', which holds the contact questionnaire and its form (issue 33). */
export const FAQ_CONTACT_ANCHOR = 'faq-contact';
