// The German chunk (i18n.ts): the main catalogue, and where each page's and part's German
// texts are (page-texts.ts), so that a page finds them without a map of every language.
export { default as translation } from '@pow/i18n/web/de.json';
export const pages = import.meta.glob(
  ['./web/{pages,parts}/*/de.json', './summary/de.json', '../../domain/src/forms/*/texts/de.json'],
  {
    base: '../../../../../../packages/i18n/src',
    import: 'default',
  },
);
