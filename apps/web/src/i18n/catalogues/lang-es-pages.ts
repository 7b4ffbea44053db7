import { mergeCatalogues, type CatalogueModule } from './merge';

// Every other page's words in es (docs/decisions/273).
export const messages = mergeCatalogues(
  import.meta.glob<CatalogueModule>(['../../features/*/locales/es.po', '!../../features/{auth,home}/**'], {
    eager: true,
  }),
);
