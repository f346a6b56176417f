/**
 * Keys the declaration schemas emit besides VALIDATION_MESSAGE_KEYS. Spec §8 names the first four; the
 * next four are the portal's own, for rules the spec states without a key (each is only reachable by a
 * payload the wizards never build, but the server must still answer with a key). The last three are no
 * schema's: upload/batch answers the first for a file with a virus, shown by the same attachments step;
 * v1/information/add the second for a cable declaration outside the pilot zones, the third for a manual
 * identification the registry does not confirm.
 */
export const DECLARATION_MESSAGE_KEYS = [
  'error_crime_type_required',
  'error_upload',
  'error_upload_duplicate',
  'address_invalid',
  /** Phishing with manual rrn identification (spec §1, §6: the digital-identity portal is required). */
  'error_federal_identification_required',
  /** eBox chosen for an organisation victim (spec §4: an organisation victim forces e-mail). */
  'error_ebox_not_for_organisation',
  /**
   * The same contact of the fact's author twice in the list (spec §3 Fact-author contact); the wizards
   * say it on the entry being added, before it is added.
   */
  'error_fact_author_contact_duplicate',
  /** A list longer than the portal accepts; params { max }. */
  'error_max_items',
  /** An attachment the virus scanner (CLAMD_SOCKET) found infected; params { filename }. */
  'error_upload_infected',
  /** A cable declaration for a place outside the pilot zones (spec §2 Cable-damage pilot). */
  'error_cable_not_in_pilot',
  /** A manually identified declarant whose names are not the registry's for the rrn typed (issue 20). */
  'error_rrn_name_mismatch',
] as const;
export type DeclarationMessageKey = (typeof DECLARATION_MESSAGE_KEYS)[number];
