/** Texts of the page that asks to confirm a sign-out started from another website. */
export const nl = {
  title: 'Afmelden bij Police-on-web?',
  text: 'U kwam via een andere website op deze pagina. Wilt u zich echt afmelden bij Police-on-web? Een formulier dat u nog niet verstuurd hebt, gaat dan verloren.',
  confirm: 'Afmelden',
  stay: 'Aangemeld blijven en terugkeren naar Police-on-web',
} as const;
