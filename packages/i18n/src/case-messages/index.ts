import type { Locale } from '@pow/domain';
import type { CaseMessageTexts } from '../catalogues.ts';
import de from './de.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import nl from './nl.json' with { type: 'json' };

export type { CaseMessageTexts };
/** What the person is told when the zone takes up or handles their declaration (decision 054). */
export const caseMessageCatalogues: Record<Locale, CaseMessageTexts> = { nl, fr, de };
