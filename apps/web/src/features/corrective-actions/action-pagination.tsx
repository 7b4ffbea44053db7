import { Pagination } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

const PAGER_CONTROLS: Record<'first' | 'previous' | 'next' | 'last', MessageDescriptor> = {
  first: msg`First page`,
  previous: msg`Previous page`,
  next: msg`Next page`,
  last: msg`Last page`,
};

/** The list's pager: loaded only when the list has more than one page (it is not in the page's first load). */
export function ActionPagination({
  pages,
  current,
  onChange,
  phone,
}: {
  pages: number;
  current: number;
  onChange: (page: number) => void;
  phone: boolean;
}) {
  const { t, i18n } = useLingui();
  return (
    <Pagination
      total={pages}
      value={current}
      onChange={onChange}
      siblings={phone ? 0 : 1}
      gap={4}
      aria-label={t`Pages`}
      getItemProps={(page) => ({ 'aria-label': t`Page ${page}` })}
      getControlProps={(control) => ({ 'aria-label': i18n._(PAGER_CONTROLS[control]) })}
    />
  );
}
