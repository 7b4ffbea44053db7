import type { Messages } from '@lingui/core';

export interface CatalogueModule {
  messages: Messages;
}

/** One language's catalogues, one per feature, as one set of messages. */
export const mergeCatalogues = (files: Record<string, CatalogueModule>): Messages =>
  Object.assign({}, ...Object.values(files).map((file) => file.messages));
