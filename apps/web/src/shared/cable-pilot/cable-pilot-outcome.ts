// Its own module, fetched with the pilot's answer: the answer's schema brings zod.
export { cablePilotOutcome } from '@pow/contracts';
