import type { Locale } from '@pow/domain';
import type { SummaryTexts } from '../catalogues.ts';
import de from './de.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import nl from './nl.json' with { type: 'json' };

export const summaryCatalogues: Record<Locale, SummaryTexts> = { nl, fr, de };
