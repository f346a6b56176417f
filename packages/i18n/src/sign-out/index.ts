import type { Locale } from '@pow/domain';
import type { SignOutTexts } from '../catalogues.ts';
import de from './de.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import nl from './nl.json' with { type: 'json' };

export type { SignOutTexts };
export const signOutCatalogues: Record<Locale, SignOutTexts> = { nl, fr, de };
