import type { Locale } from '@pow/domain';
import { de } from './de.ts';
import { fr } from './fr.ts';
import { nl, type SummaryTexts } from './nl.ts';

export type { SummaryTexts };
export const summaryCatalogues: Record<Locale, SummaryTexts> = { nl, fr, de };
