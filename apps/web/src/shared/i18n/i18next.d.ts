import type { WebCatalogue } from '@pow/i18n/web/nl.ts';
import type { PageResources } from './page-namespaces.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: WebCatalogue } & PageResources;
  }
}
