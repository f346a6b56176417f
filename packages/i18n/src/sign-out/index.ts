import type { Locale } from '@pow/domain';
import { de } from './de.ts';
import { fr } from './fr.ts';
import { nl } from './nl.ts';

export type SignOutTexts = Record<keyof typeof nl, string>;
export const signOutCatalogues: Record<Locale, SignOutTexts> = { nl, fr, de };
