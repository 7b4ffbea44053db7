import { mergeCatalogues, type CatalogueModule } from './merge';

// The frame's words in es: the shared parts, sign-in and Home (docs/decisions/273).
export const messages = mergeCatalogues(
  import.meta.glob<CatalogueModule>(['../../locales/es.po', '../../features/{auth,home}/locales/es.po'], {
    eager: true,
  }),
);
