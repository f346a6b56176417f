import { createContext } from 'react';
import type { ApiError } from '../../api/api-client.ts';

/**
 * What the attachments step needs of the declaration it belongs to (given by the Stepper, from
 * useDeclarationSend): how a refused upload is told, and where an ended session is renewed.
 */
export interface UploadContextValue {
  /** An upload the platform's security refused (403): told like a refused Send (spec §8). */
  readonly onBlocked: (error: ApiError) => void;
  /** The officer's form: the session is renewed at the police sign-in (spec §8). */
  readonly police: boolean;
}

export const UploadContext = createContext<UploadContextValue | undefined>(undefined);
