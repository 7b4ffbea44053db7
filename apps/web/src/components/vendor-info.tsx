import { ActionIcon, Anchor, Box, Button, Flex, Modal, Popover, Stack, Title, Tooltip } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { vendorEmails, type Vendor } from '@dripp/contract/vendors';
import { InfoField } from './info-field';

export type VendorContact = Pick<
  Vendor,
  | 'name'
  | 'accountNo'
  | 'email'
  | 'street1'
  | 'street2'
  | 'city'
  | 'state'
  | 'zip'
  | 'phone'
  | 'phone2'
  | 'salesContact'
>;

/** Street lines, then "City, State Zip", skipping what the vendor has not filled in. */
export function vendorAddressLines(vendor: Partial<VendorContact>): string[] {
  const cityLine = [vendor.city, [vendor.state, vendor.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [vendor.street1, vendor.street2, cityLine].filter((line): line is string => Boolean(line));
}

function Phone({ value }: { value: string | null }) {
  if (!value) return <>—</>;
  return (
    <Anchor href={`tel:${value.replace(/[^\d+]/g, '')}`} size="sm">
      {value}
    </Anchor>
  );
}

/**
 * A vendor's account, address, sales contact, phones and order emails (spec 1 §2 "Vendor
 * Information", spec 2 §2 vendor view): a wrapping row, or a column in a popup or modal.
 */
export function VendorInfo({
  vendor,
  stacked = false,
  withName = false,
}: {
  vendor: VendorContact;
  stacked?: boolean;
  withName?: boolean;
}) {
  const { t } = useLingui();
  const address = vendorAddressLines(vendor);
  const emails = vendorEmails(vendor.email);
  const name = vendor.name;
  return (
    <Flex
      direction={stacked ? 'column' : 'row'}
      wrap="wrap"
      columnGap="xl"
      rowGap="sm"
      role="group"
      aria-label={t`Information about vendor ${name}`}
    >
      {withName && <InfoField label={t`Vendor`}>{vendor.name}</InfoField>}
      <InfoField label={t`Account #`}>{vendor.accountNo || '—'}</InfoField>
      <InfoField label={t`Sales Contact`}>{vendor.salesContact || '—'}</InfoField>
      <InfoField label={t`Address`} maw={stacked ? undefined : 260}>
        {address.length ? address.map((line) => <div key={line}>{line}</div>) : '—'}
      </InfoField>
      <InfoField label={t`Phone`}>
        <Phone value={vendor.phone} />
      </InfoField>
      {vendor.phone2 && (
        <InfoField label={t`Phone 2`}>
          <Phone value={vendor.phone2} />
        </InfoField>
      )}
      <InfoField label={emails.length > 1 ? t`Emails` : t`Email`} maw={stacked ? undefined : 320}>
        {emails.length === 0
          ? '—'
          : emails.map((address) => (
              <div key={address}>
                <Anchor href={`mailto:${address}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {address}
                </Anchor>
              </div>
            ))}
      </InfoField>
    </Flex>
  );
}

/**
 * The "Vendor Information" button: a popup beside the vendor selector on wide screens, a modal at
 * 768 px and below (spec 1 §2).
 */
export function VendorInfoButton({ vendor, label: givenLabel }: { vendor: VendorContact; label?: string }) {
  const { t } = useLingui();
  const label = givenLabel ?? t`Vendor Information`;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query
  const narrow = useMediaQuery('(max-width: 768px)', false, { getInitialValueInEffect: false });
  const [opened, handlers] = useDisclosure(false);

  const trigger = (
    <Tooltip label={label} disabled={opened}>
      <ActionIcon size={36} variant="light" onClick={handlers.toggle} aria-label={label} aria-expanded={opened}>
        <IconInfoCircle size={22} />
      </ActionIcon>
    </Tooltip>
  );

  if (narrow) {
    return (
      <>
        {trigger}
        <Modal opened={opened} onClose={handlers.close} title={t`Vendor Information`} size="md">
          <Stack gap="md">
            <VendorInfo vendor={vendor} stacked withName />
            <Button variant="light" onClick={handlers.close}>
              <Trans>Close</Trans>
            </Button>
          </Stack>
        </Modal>
      </>
    );
  }

  return (
    <Popover opened={opened} onChange={handlers.set} position="bottom-end" width={340} shadow="md" withArrow trapFocus>
      <Popover.Target>
        <Box>{trigger}</Box>
      </Popover.Target>
      <Popover.Dropdown>
        <Title order={2} size="h5" mb="sm" c="espresso.9">
          <Trans>Vendor Information</Trans>
        </Title>
        <VendorInfo vendor={vendor} stacked withName />
      </Popover.Dropdown>
    </Popover>
  );
}
