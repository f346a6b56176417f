/*
 * The status of a declaration as `v1/information/status` answers it (spec §4 Status polling). No zod
 * here: the sent page and the server's jobs read the values without the schemas.
 */
export const DECLARATION_STATUS = {
  received: 0,
  summaryMade: 1,
  summaryDelivered: 2,
  sentToZone: 3,
  /** The summary could not be made; the zone still receives the declaration. */
  summaryFailed: -1,
} as const;
export type DeclarationStatusValue = (typeof DECLARATION_STATUS)[keyof typeof DECLARATION_STATUS];

/** Spec §4: polling ends at status 3 or more, or at -1. */
export function isFinalStatus(status: number): boolean {
  return status >= DECLARATION_STATUS.sentToZone || status === DECLARATION_STATUS.summaryFailed;
}
