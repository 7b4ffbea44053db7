import { t } from '@lingui/core/macro';
import { notifyError } from '../../lib/notify';
import { getDownloadLink } from './api/get-download-link';

/** Saves the document under its name: the link is fetched fresh, so its token is minutes old at most. */
export async function downloadDocument(id: number): Promise<void> {
  const { url } = await getDownloadLink(id);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

async function documentBlobUrl(id: number): Promise<string> {
  const { url } = await getDownloadLink(id);
  const response = await fetch(url);
  if (!response.ok) throw new Error('Could not get Document');
  return URL.createObjectURL(await response.blob());
}

/**
 * Opens the document in a new tab. The tab is opened at once (inside the click, so no popup
 * blocker stops it) and shown the file once it has arrived.
 */
export function viewDocument(id: number): void {
  const tab = window.open('', '_blank');
  documentBlobUrl(id)
    .then((blobUrl) => {
      if (tab) tab.location.href = blobUrl;
      else window.location.href = blobUrl;
    })
    .catch(() => {
      tab?.close();
      notifyError(t`Could not get Document`);
    });
}

/** Prints the document itself (not the portal page) from a hidden frame. */
export function printDocument(id: number): void {
  documentBlobUrl(id)
    .then((blobUrl) => {
      const frame = document.createElement('iframe');
      frame.style.position = 'fixed';
      frame.style.width = '0';
      frame.style.height = '0';
      frame.style.border = '0';
      frame.src = blobUrl;
      frame.onload = () => {
        frame.contentWindow?.focus();
        frame.contentWindow?.print();
        // Long enough for the print dialog to have taken the document.
        setTimeout(() => frame.remove(), 60_000);
      };
      document.body.appendChild(frame);
    })
    .catch(() => notifyError(t`Could not get Document`));
}

export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
