import { mergeCatalogues, type CatalogueModule } from './merge';

// Every other page's words in pseudo (docs/decisions/273).
export const messages = mergeCatalogues(
  import.meta.glob<CatalogueModule>(['../../features/*/locales/pseudo.po', '!../../features/{auth,home}/**'], {
    eager: true,
  }),
);
