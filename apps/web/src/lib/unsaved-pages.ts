/**
 * The pages that hold unsaved edits right now, for whoever must not throw them away without asking
 * (the new-version reload of app/app-update.ts). Each page registers through `useUnsavedChanges`.
 * This module stays tiny: it is part of the first load.
 */
interface OpenPage {
  dirty: () => boolean;
  leaveFreely: () => void;
}

const pages = new Set<OpenPage>();

/** Registers a page; returns the function that removes it when the page goes. */
export function trackUnsavedPage(page: OpenPage): () => void {
  pages.add(page);
  return () => {
    pages.delete(page);
  };
}

/** Whether any open page has edits that are not saved yet. */
export function hasUnsavedChanges(): boolean {
  return [...pages].some((page) => page.dirty());
}

/** After the person agreed to lose the edits: the pages let the reload go without asking again. */
export function leaveAllFreely(): void {
  for (const page of pages) page.leaveFreely();
}
