import type { Locale } from '@pow/domain';
import { de } from './de.ts';
import { fr } from './fr.ts';
import { nl } from './nl.ts';

export type IdpTexts = Record<keyof typeof nl, string>;
export const idpCatalogues: Record<Locale, IdpTexts> = { nl, fr, de };
