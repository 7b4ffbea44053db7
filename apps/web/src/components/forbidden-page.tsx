import { useDocumentTitle } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { Forbidden } from './forbidden';

/** /forbidden (spec 3 §2.13). */
export function ForbiddenPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Forbidden · Dripp Portal`);
  return <Forbidden headingOrder={1} />;
}
