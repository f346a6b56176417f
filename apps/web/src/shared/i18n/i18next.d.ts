import type { WebCatalogue } from '@pow/i18n/catalogues';
import type { PageResources } from './page-texts.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: WebCatalogue } & PageResources;
  }
}
