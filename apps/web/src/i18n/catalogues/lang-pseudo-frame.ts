import { mergeCatalogues, type CatalogueModule } from './merge';

// The frame's words in pseudo: the shared parts, sign-in and Home (docs/decisions/273).
export const messages = mergeCatalogues(
  import.meta.glob<CatalogueModule>(['../../locales/pseudo.po', '../../features/{auth,home}/locales/pseudo.po'], {
    eager: true,
  }),
);
