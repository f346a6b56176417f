// The French chunk (i18n.ts): the main catalogue, and where each page's and part's French
// texts are (page-texts.ts), so that a page finds them without a map of every language.
export { default as translation } from '@pow/i18n/web/fr.json';
export const pages = import.meta.glob(
  ['./web/{pages,parts}/*/fr.json', './summary/fr.json', '../../domain/src/forms/*/texts/fr.json'],
  {
    base: '../../../../../../packages/i18n/src',
    import: 'default',
  },
);
