import type { DevFieldsTexts } from '../catalogues.ts';
import de from './dev-fields/de.json' with { type: 'json' };
import fr from './dev-fields/fr.json' with { type: 'json' };
import nl from './dev-fields/nl.json' with { type: 'json' };

/**
 * Texts of the fields test page (/app/<locale>/dev/fields, apps/web/src/dev), apart from the app's
 * catalogues so that no visitor of the portal downloads them.
 */
export const devFields: Readonly<Record<'nl' | 'fr' | 'de', DevFieldsTexts>> = { nl, fr, de };
