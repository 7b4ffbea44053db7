import type { ReactNode } from 'react';
import { Anchor, Flex, Stack, Text } from '@mantine/core';
import type { Person, StoreWithManagers } from '@dripp/contract/stores';
import { Link } from 'react-router';
import { paths } from '../app/paths';
import { personName, storeAddress } from '../lib/format';

function Field({ label, children, maw }: { label: string; children: ReactNode; maw?: number }) {
  return (
    <Stack gap={2} maw={maw} miw={0}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.4}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

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

function Contact({ value, scheme }: { value: string | null; scheme?: 'tel' | 'mailto' }) {
  if (!value) return <>—</>;
  if (!scheme) return <>{value}</>;
  return (
    <Anchor href={`${scheme}:${value}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
      {value}
    </Anchor>
  );
}

/**
 * A store's managers, franchisees and contact details (spec 1 §2, spec 2 §2): a wrapping row on
 * wide screens, a column in the "Store Information" modal.
 */
export function StoreInfo({ entry, stacked = false }: { entry: StoreWithManagers; stacked?: boolean }) {
  const { store } = entry;
  const address = storeAddress(store);
  return (
    <Flex
      direction={stacked ? 'column' : 'row'}
      wrap="wrap"
      columnGap="xl"
      rowGap="sm"
      aria-label={`Information about store ${store.number} ${store.title}`}
      role="group"
    >
      <Field label="Managers">
        <People people={entry.managers} />
      </Field>
      <Field label="Franchisees">
        <People people={entry.franchisees} />
      </Field>
      <Field label="Address" maw={stacked ? undefined : 280}>
        {address || '—'}
      </Field>
      <Field label="Phone">
        <Contact value={store.phone} scheme="tel" />
      </Field>
      <Field label="Email">
        <Contact value={store.email} scheme="mailto" />
      </Field>
      {store.email2 && (
        <Field label="Email 2">
          <Contact value={store.email2} scheme="mailto" />
        </Field>
      )}
      <Field label="Fax">
        <Contact value={store.fax} />
      </Field>
    </Flex>
  );
}
