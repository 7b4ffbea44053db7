import { useDocumentTitle } from '@mantine/hooks';
import { Forbidden } from './forbidden';

/** /forbidden (spec 3 §2.13). */
export function ForbiddenPage() {
  useDocumentTitle('Forbidden · Dripp Portal');
  return <Forbidden headingOrder={1} />;
}
