import type { Locale } from '@pow/domain';
import { type Catalogue, interpolate } from '../index.ts';
import { de as mainDe } from '../web/de.ts';
import { fr as mainFr } from '../web/fr.ts';
import { nl as mainNl } from '../web/nl.ts';
import { de as degradationDe } from '../web/pages/degradation/de.ts';
import { fr as degradationFr } from '../web/pages/degradation/fr.ts';
import { nl as degradationNl } from '../web/pages/degradation/nl.ts';
import { de as personDe } from '../web/pages/person/de.ts';
import { fr as personFr } from '../web/pages/person/fr.ts';
import { nl as personNl } from '../web/pages/person/nl.ts';
import { de as phishingDe } from '../web/pages/phishing/de.ts';
import { fr as phishingFr } from '../web/pages/phishing/fr.ts';
import { nl as phishingNl } from '../web/pages/phishing/nl.ts';
import { de as declarationStepsDe } from '../web/parts/declaration-steps/de.ts';
import { fr as declarationStepsFr } from '../web/parts/declaration-steps/fr.ts';
import { nl as declarationStepsNl } from '../web/parts/declaration-steps/nl.ts';
import { de as wizardDe } from '../web/parts/wizard/de.ts';
import { fr as wizardFr } from '../web/parts/wizard/fr.ts';
import { nl as wizardNl } from '../web/parts/wizard/nl.ts';
import { summaryCatalogues } from './index.ts';

type ByLocale = Readonly<Record<Locale, Catalogue>>;

/**
 * The namespaces a summary speaks from, as the web loads them: the forms' own questions and the
 * summary's words. The server renders the PDF with exactly the texts the person saw.
 */
const NAMESPACES: Readonly<Record<string, ByLocale>> = {
  translation: { nl: mainNl, fr: mainFr, de: mainDe },
  'declaration-steps': { nl: declarationStepsNl, fr: declarationStepsFr, de: declarationStepsDe },
  wizard: { nl: wizardNl, fr: wizardFr, de: wizardDe },
  phishing: { nl: phishingNl, fr: phishingFr, de: phishingDe },
  person: { nl: personNl, fr: personFr, de: personDe },
  degradation: { nl: degradationNl, fr: degradationFr, de: degradationDe },
  summary: summaryCatalogues,
};

/** `namespace:key.path` in a locale, its `{{markers}}` filled; a key no catalogue has throws. */
export function summaryText(locale: Locale) {
  return (key: `${string}:${string}`, values?: Readonly<Record<string, string | number>>): string => {
    const [namespace = '', path = ''] = key.split(':');
    const found = path
      .split('.')
      .reduce<Catalogue | string | undefined>(
        (node, part) => (node && typeof node === 'object' ? node[part] : undefined),
        NAMESPACES[namespace]?.[locale],
      );
    if (typeof found !== 'string') throw new Error(`no text ${key} in ${locale}`);
    return interpolate(found, values);
  };
}
