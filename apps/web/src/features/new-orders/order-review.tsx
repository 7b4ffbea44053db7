import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { quantityFlag } from '@dripp/domain/suggested-order';
import { money } from '../../lib/format';
import { lineTotal, type OrderLine } from './order-draft';
import { FLAG_TEXT, typedQty } from './suggestions';

/** Where a purchase order goes: the vendor's addresses, the store in copy. */
export function mailedToText(to: string[], copy: string | null | undefined): string {
  const addresses = to.join(', ');
  return copy ? t`${addresses} (copy to ${copy})` : addresses;
}

/**
 * The look before the purchase order leaves (issue 17 §6): vendor, the addresses it will be mailed
 * to, the lines and the total; nothing is sent until the person confirms.
 */
export function OrderReview({
  opened,
  vendorName,
  to,
  copy,
  lines,
  suggested,
  total,
  sending,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  vendorName: string;
  to: string[];
  copy: string | null | undefined;
  lines: OrderLine[];
  /** Each line's suggested quantity, where it has one (issue 38). */
  suggested: ReadonlyMap<number, number>;
  total: string;
  sending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const flagOf = (line: OrderLine) => quantityFlag(typedQty(line.entry), suggested.get(line.product.id) ?? null);
  const flagged = lines.filter((line) => flagOf(line) != null).length;
  return (
    <Modal opened={opened} onClose={onClose} title={t`Send this order?`} size="lg">
      <Stack gap="sm">
        <Text>
          <Trans>
            Vendor <b>{vendorName}</b>
          </Trans>
        </Text>
        <Text data-review="mailed-to">
          {to.length ? (
            <MailedTo to={to} copy={copy} />
          ) : (
            <Trans>This vendor has no email address: the order will be stored but cannot be mailed.</Trans>
          )}
        </Text>
        {flagged > 0 && (
          <Text size="sm" c="#9a3412" fw={500} data-review="flagged">
            <IconAlertTriangle size={14} style={{ verticalAlign: '-2px', marginRight: 4 }} aria-hidden />
            <Plural
              value={flagged}
              one="# quantity is under half or over twice the suggestion: check before sending."
              other="# quantities are under half or over twice the suggestion: check before sending."
            />
          </Text>
        )}
        <Table.ScrollContainer minWidth={420}>
          <Table aria-label={t`Order lines`} verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Item</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Description</Trans>
                </Table.Th>
                <Table.Th ta="right">
                  <Trans>QTY</Trans>
                </Table.Th>
                <Table.Th ta="right">
                  <Trans>Cost</Trans>
                </Table.Th>
                <Table.Th ta="right">
                  <Trans>Total</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line) => (
                <Table.Tr key={line.product.id} data-flag={flagOf(line) ?? undefined}>
                  <Table.Td>{line.product.item_no ?? '—'}</Table.Td>
                  <Table.Td>
                    {line.product.description}
                    <ReviewFlag flag={flagOf(line)} />
                  </Table.Td>
                  <Table.Td ta="right">
                    {line.entry.qty.trim()}
                    <SuggestedNote qty={suggested.get(line.product.id)} />
                  </Table.Td>
                  <Table.Td ta="right">{money(line.product.cost)}</Table.Td>
                  <Table.Td ta="right">{money(lineTotal(line))}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={4} ta="right">
                  <Trans>Total</Trans>
                </Table.Th>
                <Table.Th ta="right" data-review="total">
                  {money(total)}
                </Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={sending}>
            <Trans>Back to the order</Trans>
          </Button>
          <Button onClick={onConfirm} loading={sending} leftSection={<IconSend size={18} />}>
            <Trans>Send order</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** "It will be mailed to …": the vendor's addresses, the store in copy. */
function MailedTo({ to, copy }: { to: string[]; copy: string | null | undefined }) {
  const addresses = mailedToText(to, copy);
  return (
    <Trans>
      It will be mailed to <b>{addresses}</b>
    </Trans>
  );
}

function SuggestedNote({ qty }: { qty: number | undefined }) {
  if (qty === undefined) return null;
  return (
    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-review-suggested>
      <Trans>suggested {qty}</Trans>
    </Text>
  );
}

function ReviewFlag({ flag }: { flag: 'under-half' | 'over-twice' | null }) {
  const { i18n } = useLingui();
  if (!flag) return null;
  return (
    <Text size="xs" c="#9a3412" fw={600} data-review-flag={flag}>
      <IconAlertTriangle size={12} style={{ verticalAlign: '-1px', marginRight: 2 }} aria-hidden />
      {i18n._(FLAG_TEXT[flag])}
    </Text>
  );
}
