// The Dutch chunk (i18n.ts): the main catalogue, and where each page's and part's Dutch
// texts are (page-texts.ts), so that a page finds them without a map of every language.
export { default as translation } from '@pow/i18n/web/nl.json';
export const pages = import.meta.glob(
  ['./web/{pages,parts}/*/nl.json', './summary/nl.json', '../../domain/src/forms/*/texts/nl.json'],
  {
    base: '../../../../../../packages/i18n/src',
    import: 'default',
  },
);
