import { useCallback, useMemo, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ProductCategoryGroup } from '@dripp/contract/products';
import type { ProductHistoryEntry } from '@dripp/contract/ordering';
import { ApiError, fieldErrorsOf } from '../../lib/api-client';
import { notifySuccess, notifyWarning } from '../../lib/notify';
import { refuseFlagged } from '../../lib/number-fields';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useSubmitOrder } from './api/submit-order';
import { mailedToText } from './order-review';
import {
  EMPTY_ENTRY,
  draftTotal,
  flaggedCount,
  newIdempotencyKey,
  orderBody,
  orderedLines,
  type Draft,
  type DraftEntry,
  type OrderLine,
} from './order-draft';

/**
 * What has been typed on the New Orders page: drafts live per store and vendor, so looking at
 * another vendor does not lose what was typed. Also the open history and the lines the server refused.
 */
export function useOrderDraft(storeId: number | null, vendorId: number | null, groups: ProductCategoryGroup[]) {
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const draftKey = `${storeId}:${vendorId}`;
  const draft = useMemo(() => drafts[draftKey] ?? {}, [drafts, draftKey]);
  const [openProductId, setOpenProductId] = useState<number | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<number, string>>({});
  // One key per order attempt: kept while the order is unchanged (a retry is the same attempt).
  const attemptKey = useRef<string | null>(null);
  // What "Use suggestions" put in each quantity, per store and vendor, until the manager types there.
  const autoFilled = useRef<Record<string, Record<number, string>>>({});
  // Quantities typed for any vendor of any store and not submitted yet.
  useUnsavedChanges(
    Object.values(drafts).some((forVendor) =>
      Object.values(forVendor).some((entry) => entry.qty.trim() !== '' || entry.on_hand.trim() !== ''),
    ),
  );

  const updateEntry = useCallback(
    (productId: number, change: Partial<DraftEntry>) => {
      attemptKey.current = null;
      setServerErrors((current) => {
        if (!(productId in current)) return current;
        const next = { ...current };
        delete next[productId];
        return next;
      });
      setDrafts((current) => {
        const forVendor = current[draftKey] ?? {};
        return {
          ...current,
          [draftKey]: { ...forVendor, [productId]: { ...(forVendor[productId] ?? EMPTY_ENTRY), ...change } },
        };
      });
    },
    [draftKey],
  );

  const typedQty = useCallback(
    (productId: number) => {
      const filled = autoFilled.current[draftKey];
      if (filled) delete filled[productId];
    },
    [draftKey],
  );
  const onEntry = useCallback(
    (productId: number, field: keyof DraftEntry, value: string) => {
      if (field === 'qty') typedQty(productId);
      updateEntry(productId, { [field]: value });
    },
    [updateEntry, typedQty],
  );
  const onPickHistory = useCallback(
    (productId: number, entry: ProductHistoryEntry) => {
      typedQty(productId);
      updateEntry(productId, { on_hand: entry.on_hand == null ? '' : String(entry.on_hand), qty: String(entry.qty) });
    },
    [updateEntry, typedQty],
  );
  /** "Use suggestions": sets these quantities, and remembers them as the button's, not the manager's. */
  const fillQuantities = (fills: Record<number, string>) => {
    autoFilled.current[draftKey] = { ...autoFilled.current[draftKey], ...fills };
    for (const [productId, qty] of Object.entries(fills)) updateEntry(Number(productId), { qty });
  };
  const autoFilledNow = () => autoFilled.current[draftKey] ?? {};
  const onOpen = useCallback((productId: number) => setOpenProductId(productId), []);
  const onClose = useCallback(() => setOpenProductId(null), []);
  /** Another store or vendor: no history stays open and no refusal stays shown. */
  const leave = () => {
    setOpenProductId(null);
    setServerErrors({});
  };
  const forget = () => {
    setDrafts((current) => {
      const next = { ...current };
      delete next[draftKey];
      return next;
    });
    delete autoFilled.current[draftKey];
    leave();
  };

  const lines = useMemo(() => orderedLines(groups, draft), [groups, draft]);
  const flagged = useMemo(() => flaggedCount(draft), [draft]);
  const total = useMemo(() => draftTotal(lines), [lines]);

  return {
    draft,
    lines,
    flagged,
    total,
    openProductId,
    serverErrors,
    setServerErrors,
    attemptKey,
    onEntry,
    onPickHistory,
    fillQuantities,
    autoFilledNow,
    onOpen,
    onClose,
    leave,
    forget,
  };
}

type OrderDraft = ReturnType<typeof useOrderDraft>;

interface OrderTarget {
  storeId: number | null;
  vendorId: number | null;
  mailTo: string[];
  mailCopy: string | null | undefined;
}

/** Submit checks the lines and opens the review; confirming there sends the order once. */
export function useSendOrder(order: OrderDraft, { storeId, vendorId, mailTo, mailCopy }: OrderTarget) {
  const { t } = useLingui();
  const [reviewing, setReviewing] = useState(false);
  const submit = useSubmitOrder();
  const sending = useRef(false);
  const { lines, flagged, attemptKey } = order;

  const review = () => {
    if (sending.current || storeId == null || vendorId == null) return;
    if (lines.length === 0) {
      notifyWarning(t`Enter a quantity for at least one product`);
      return;
    }
    if (refuseFlagged(flagged, t`Correct the highlighted entries before submitting`)) return;
    setReviewing(true);
  };

  const send = () => {
    if (sending.current || storeId == null || vendorId == null) return;
    sending.current = true;
    attemptKey.current ??= newIdempotencyKey();
    const sent = lines;
    submit.mutate(
      { storeId, order: orderBody(vendorId, sent), idempotencyKey: attemptKey.current },
      {
        onSuccess: ({ order: saved, message }) => {
          attemptKey.current = null;
          setReviewing(false);
          notifySuccess(t`Successfully submited orders`);
          if (saved.mail_status === 'sent') {
            const orderId = saved.id;
            const addresses = mailedToText(mailTo, mailCopy);
            notifySuccess(t`Order #${orderId} was mailed to ${addresses}`);
          } else if (message) notifyWarning(message);
          order.forget();
        },
        onError: (error) => {
          order.setServerErrors(refusedLines(error, sent));
          setReviewing(false);
          // A refused order will not change by retrying it; a lost answer may, with the same key.
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) attemptKey.current = null;
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return { reviewing, closeReview: () => setReviewing(false), review, send, isSending: submit.isPending };
}

/** A refused line is named by its place in the request; show it beside that product. */
function refusedLines(error: unknown, sent: OrderLine[]): Record<number, string> {
  const byProduct: Record<number, string> = {};
  for (const [key, messages] of Object.entries(fieldErrorsOf(error))) {
    const match = /^products\.(\d+)\./.exec(key);
    const line = match ? sent[Number(match[1])] : undefined;
    if (line && messages[0]) byProduct[line.product.id] = messages[0];
  }
  return byProduct;
}
