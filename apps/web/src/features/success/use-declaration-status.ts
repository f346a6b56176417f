import type { DeclarationStatus } from '@pow/contracts';
import { useEffect, useState } from 'react';
import { fetchDeclarationStatus } from './fetch-status.ts';
import { startStatusPolling } from './status-polling.ts';

export interface TrackedStatus {
  /** The last answer; undefined before the first one (the declaration is received, status 0). */
  readonly answer: DeclarationStatus | undefined;
  /** Polling ended without a final status (spec §4: at most 20 calls). */
  readonly gaveUp: boolean;
}

const NOTHING_YET: TrackedStatus = { answer: undefined, gaveUp: false };

/** Polls the status of `guid` (spec §4) while mounted; no guid, no polling. */
export function useDeclarationStatus(guid: string | undefined): TrackedStatus {
  const [tracked, setTracked] = useState<TrackedStatus>(NOTHING_YET);
  useEffect(() => {
    setTracked(NOTHING_YET);
    if (!guid) return undefined;
    return startStatusPolling({
      request: (signal) => fetchDeclarationStatus(guid, signal),
      onStatus: (answer) => setTracked((current) => ({ ...current, answer })),
      onGiveUp: () => setTracked((current) => ({ ...current, gaveUp: true })),
    });
  }, [guid]);
  return tracked;
}
