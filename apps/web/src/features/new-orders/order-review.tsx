import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { quantityFlag } from '@dripp/domain/suggested-order';
import { money } from '../../lib/format';
import { lineTotal, type OrderLine } from './order-draft';
import { FLAG_TEXT, typedQty } from './suggestions';

/** Where a purchase order goes: the vendor's addresses, the store in copy. */
export function mailedToText(to: string[], copy: string | null | undefined): string {
  return `${to.join(', ')}${copy ? ` (copy to ${copy})` : ''}`;
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
  const flagOf = (line: OrderLine) => quantityFlag(typedQty(line.entry), suggested.get(line.product.id) ?? null);
  const flagged = lines.filter((line) => flagOf(line) != null).length;
  return (
    <Modal opened={opened} onClose={onClose} title="Send this order?" size="lg">
      <Stack gap="sm">
        <Text>
          Vendor <b>{vendorName}</b>
        </Text>
        <Text data-review="mailed-to">
          {to.length ? (
            <>
              It will be mailed to <b>{mailedToText(to, copy)}</b>
            </>
          ) : (
            <>This vendor has no email address: the order will be stored but cannot be mailed.</>
          )}
        </Text>
        {flagged > 0 && (
          <Text size="sm" c="#9a3412" fw={500} data-review="flagged">
            <IconAlertTriangle size={14} style={{ verticalAlign: '-2px', marginRight: 4 }} aria-hidden />
            {flagged === 1 ? '1 quantity is' : `${flagged} quantities are`} under half or over twice the suggestion:
            check before sending.
          </Text>
        )}
        <Table.ScrollContainer minWidth={420}>
          <Table aria-label="Order lines" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th ta="right">QTY</Table.Th>
                <Table.Th ta="right">Cost</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
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
                    {suggested.has(line.product.id) && (
                      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-review-suggested>
                        suggested {suggested.get(line.product.id)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{money(line.product.cost)}</Table.Td>
                  <Table.Td ta="right">{money(lineTotal(line))}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={4} ta="right">
                  Total
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
            Back to the order
          </Button>
          <Button onClick={onConfirm} loading={sending} leftSection={<IconSend size={18} />}>
            Send order
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function ReviewFlag({ flag }: { flag: 'under-half' | 'over-twice' | null }) {
  if (!flag) return null;
  return (
    <Text size="xs" c="#9a3412" fw={600} data-review-flag={flag}>
      <IconAlertTriangle size={12} style={{ verticalAlign: '-1px', marginRight: 2 }} aria-hidden />
      {FLAG_TEXT[flag]}
    </Text>
  );
}
