import type { Messages } from '@lingui/core';

export interface CatalogueModule {
  messages: Messages;
}

/** One language's catalogues, one per feature (and the contract's words), as one set of messages. */
export const mergeCatalogues = (files: Record<string, CatalogueModule>, words: Messages = {}): Messages =>
  Object.assign({}, words, ...Object.values(files).map((file) => file.messages));
