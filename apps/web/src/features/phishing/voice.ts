import { createContext, useContext } from 'react';
import { usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import { voiced } from '../../shared/i18n/voiced.ts';

/** Inside the officer's form: the steps it shares with the citizen's ask about the victim. */
export const AboutVictim = createContext(false);

/** The phishing texts, in the officer's voice (`officer_voice.*`) inside the officer's form. */
export function usePhishingTexts() {
  const texts = usePageTexts('phishing');
  const aboutVictim = useContext(AboutVictim);
  return aboutVictim ? { ...texts, t: voiced(texts.t, 'officer_voice') } : texts;
}
