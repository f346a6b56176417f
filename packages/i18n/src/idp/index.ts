import type { Locale } from '@pow/domain';
import type { IdpTexts } from '../catalogues.ts';
import de from './de.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import nl from './nl.json' with { type: 'json' };

export type { IdpTexts };
export const idpCatalogues: Record<Locale, IdpTexts> = { nl, fr, de };
