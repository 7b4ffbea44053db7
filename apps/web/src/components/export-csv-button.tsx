import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useLingui } from '@lingui/react/macro';
import type { AnyEndpoint, CallInput, PathParams, QueryValue } from '@dripp/contract/endpoint';
import { download } from '../lib/endpoints';

/** Keeps a downloaded file under its name, through a link the browser saves instead of opening. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object only after the click's task: let it go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Downloads a list's CSV export (decision 168) with the filters on screen: `query` is what the
 * list is sent, without paging; `params` the path values when the export has any (a store, a day).
 * While the file comes it shows a loader and takes no second click; a failure is the client's toast.
 */
export function ExportCsvButton<E extends AnyEndpoint>({
  endpoint,
  params,
  query,
  label,
  disabled = false,
}: {
  endpoint: E;
  params?: PathParams<E['path']>;
  query?: Record<string, QueryValue>;
  label?: string;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const file = await download(endpoint, { params, query } as CallInput<E>, {
        fallback: t`Could not export the list`,
      });
      saveFile(file.blob, file.fileName ?? `${endpoint.operationId}.csv`);
    } catch {
      // The client has shown the failure (a toast, or the sign-in or access page).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={18} />}
      onClick={() => void start()}
      loading={busy}
      disabled={disabled}
      aria-busy={busy}
      mih={44}
      className="dripp-no-print"
    >
      {label ?? t`Export CSV`}
    </Button>
  );
}
