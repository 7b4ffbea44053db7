import { Anchor, Flex, Stack } from '@mantine/core';
import type { Person, StoreWithManagers } from '@dripp/contract/stores';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { paths } from '../config/paths';
import { personName, storeAddress } from '../lib/format';
import { InfoContact, InfoField } from './info-field';

function People({ people }: { people: Person[] }) {
  if (people.length === 0) return <>—</>;
  return (
    <Stack gap={2}>
      {people.map((person) => (
        <Anchor key={person.id} component={Link} to={paths.profile.href(person.username)} size="sm">
          {personName(person)}
        </Anchor>
      ))}
    </Stack>
  );
}

/**
 * A store's managers, franchisees and contact details (spec 1 §2, spec 2 §2): a wrapping row on
 * wide screens, a column in the "Store Information" modal.
 */
export function StoreInfo({ entry, stacked = false }: { entry: StoreWithManagers; stacked?: boolean }) {
  const { t } = useLingui();
  const { store } = entry;
  const address = storeAddress(store);
  const { number, title } = store;
  return (
    <Flex
      direction={stacked ? 'column' : 'row'}
      wrap="wrap"
      columnGap="xl"
      rowGap="sm"
      aria-label={t`Information about store ${number} ${title}`}
      role="group"
    >
      <InfoField label={t`Managers`}>
        <People people={entry.managers} />
      </InfoField>
      <InfoField label={t`Franchisees`}>
        <People people={entry.franchisees} />
      </InfoField>
      <InfoField label={t`Address`} maw={stacked ? undefined : 280}>
        {address || '—'}
      </InfoField>
      <InfoField label={t`Phone`}>
        <InfoContact value={store.phone} scheme="tel" />
      </InfoField>
      <InfoField label={t`Email`}>
        <InfoContact value={store.email} scheme="mailto" />
      </InfoField>
      {store.email2 && (
        <InfoField label={t`Email 2`}>
          <InfoContact value={store.email2} scheme="mailto" />
        </InfoField>
      )}
      <InfoField label={t`Fax`}>
        <InfoContact value={store.fax} />
      </InfoField>
    </Flex>
  );
}
