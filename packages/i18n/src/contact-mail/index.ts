import type { Locale } from '@pow/domain';
import type { ContactMailTexts } from '../catalogues.ts';
import de from './de.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import nl from './nl.json' with { type: 'json' };

export type { ContactMailTexts };
export const contactMailCatalogues: Record<Locale, ContactMailTexts> = { nl, fr, de };
