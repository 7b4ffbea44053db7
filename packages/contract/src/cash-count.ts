import { z } from 'zod';
import { takingRead } from './read-back';
import { AccountabilitySchema } from './history';
import { requiredText, sheetCell, text } from './inputs';
import { MediaFileSchema, UploadFieldsSchema } from './media';
import { BasedOnSchema, RecordVersionSchema } from './record-saves';

/** Note and coin columns, largest first (spec 1 §9); c50 is the half-dollar coin. */
export const DENOMINATIONS = ['b100', 'b50', 'b20', 'b10', 'b5', 'b1', 'c50', 'c25', 'c10', 'c5', 'c1'] as const;
export type Denomination = (typeof DENOMINATIONS)[number];

/** Face value of each denomination in cents. */
export const DENOMINATION_CENTS: Record<Denomination, number> = {
  b100: 10_000,
  b50: 5_000,
  b20: 2_000,
  b10: 1_000,
  b5: 500,
  b1: 100,
  c50: 50,
  c25: 25,
  c10: 10,
  c5: 5,
  c1: 1,
};

export const DENOMINATION_LABELS: Record<Denomination, string> = {
  b100: '$100',
  b50: '$50',
  b20: '$20',
  b10: '$10',
  b5: '$5',
  b1: '$1',
  c50: '50¢',
  c25: '25¢',
  c10: '10¢',
  c5: '5¢',
  c1: '1¢',
};

export const BAR_SAFE_ROWS = ['open', 'mid', 'bclose', 'eclose'] as const;
export type BarSafeRow = (typeof BAR_SAFE_ROWS)[number];
export const BAR_SAFE_ROW_LABELS: Record<BarSafeRow, string> = {
  open: 'Open',
  mid: 'Mid',
  bclose: 'Begin Close',
  eclose: 'End Close',
};

export const STARTING_BANK_ROWS = ['open', 'mid', 'close'] as const;
export type StartingBankRow = (typeof STARTING_BANK_ROWS)[number];
export const STARTING_BANK_ROW_LABELS: Record<StartingBankRow, string> = { open: 'Open', mid: 'Mid', close: 'Close' };

export const BANKS = ['bank1', 'bank2', 'bank3', 'bank4'] as const;
export type Bank = (typeof BANKS)[number];

export const CASHIER_ROWS = ['bank', 'expected', 'paid', 'actual'] as const;
export type CashierRow = (typeof CASHIER_ROWS)[number];
export const CASHIER_ROW_LABELS: Record<CashierRow, string> = {
  bank: 'Bank',
  expected: 'Expected',
  paid: 'Paid Outs',
  actual: 'Actual',
};

export const CASHIER_NAME_ROWS = ['name', 'cinit', 'linit'] as const;
export type CashierNameRow = (typeof CASHIER_NAME_ROWS)[number];

export const LEAD_FIELDS = ['open_lead', 'mid_lead', 'close_lead', 'notes'] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];

export const LEAD_MAX = 100;
export const NOTES_MAX = 5000;
export const INITIALS_MAX = 50;
/** No till, safe or count holds a billion: the domain rules already treat more as not a number. */
export const CELL_MAX = 999_999_999.99;
/** A cell as typed into the sheet (text) or as a number; parsed by the rules in @dripp/domain/cash-count. */
export const CellInputSchema = sheetCell(CELL_MAX).nullish();
export type CellInput = z.infer<typeof CellInputSchema>;

function keyed<K extends string, S extends z.ZodType>(keys: readonly K[], schema: S) {
  return z.object(Object.fromEntries(keys.map((k) => [k, schema])) as { [P in K]: S });
}
function keyedOptional<K extends string, S extends z.ZodType>(keys: readonly K[], schema: S) {
  return z.object(Object.fromEntries(keys.map((k) => [k, schema.optional()])) as { [P in K]: z.ZodOptional<S> });
}

const Money = z.number();
const Count = z.number().int();
const DenominationMoney = keyed(DENOMINATIONS, Money);

/** Totals in dollars (computed in integer cents, then divided once for display). */
export const CashCountTotalsSchema = z.object({
  bar_safe: keyed(BAR_SAFE_ROWS, Money),
  starting_bank: keyed(STARTING_BANK_ROWS, Money),
  discrepancy: DenominationMoney,
  total_deposit: Money,
  total_discrepancy: Money,
});
export type CashCountTotals = z.infer<typeof CashCountTotalsSchema>;

/** The largest tolerance a store or the chain may set, in dollars. */
export const CASH_TOLERANCE_MAX = 100_000;

/** A store's tolerance in dollars: its own (null follows the chain), the chain's, and the one that applies. */
export const CashToleranceSchema = z.object({
  own: Money.nullable(),
  chain: Money,
  effective: Money,
});
export type CashTolerance = z.infer<typeof CashToleranceSchema>;

/** PUT a store's tolerance (null returns it to the chain's), or the chain's (never null). */
export const CashToleranceInputSchema = z.object({
  tolerance: z.number().min(0).max(CASH_TOLERANCE_MAX).nullable(),
});
export const ChainCashToleranceInputSchema = z.object({ tolerance: z.number().min(0).max(CASH_TOLERANCE_MAX) });

export const DEPOSIT_STATUSES = ['counted', 'deposited', 'verified'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
export const DEPOSIT_STATUS_LABELS: Record<DepositStatus, string> = {
  counted: 'Counted',
  deposited: 'Deposited',
  verified: 'Verified',
};
export const DEPOSIT_BAG_MAX = 100;

/** POST …/deposit: the bag's number and, optionally, a photo of the deposit slip. */
export const CashDepositInputSchema = UploadFieldsSchema.extend({ bag: requiredText('Bag number', DEPOSIT_BAG_MAX) });
export type CashDepositInput = z.infer<typeof CashDepositInputSchema>;

/** Where the day's cash is: counted, in the bank's bag, or checked against the bank by someone else. */
export const CashDepositSchema = z.object({
  status: z.enum(DEPOSIT_STATUSES),
  bag: z.string().nullable(),
  deposited_by: z.string().nullable(),
  deposited_at: z.string().nullable(),
  verified_by: z.string().nullable(),
  verified_at: z.string().nullable(),
  slips: z.array(MediaFileSchema),
  /** What the caller may do now: deposit a saved, counted day; verify a deposit someone else made. */
  may_deposit: z.boolean(),
  may_verify: z.boolean(),
  /** Why a holder of cash-deposit-verify may not verify this one (they deposited it), else null. */
  verify_refusal: z.string().nullable(),
});
export type CashDeposit = z.infer<typeof CashDepositSchema>;

/** How the saved count stood against the tolerance it was judged by when saved. */
export const OverShortSchema = z.object({
  tolerance: Money.nullable(),
  flagged: z.boolean(),
  reason: z.string(),
});

/**
 * GET /cash-count/{storeId}/{date}: every part present, empty parts filled with defaults (0 or '').
 * Beyond the spec: the store's tolerance, the saved count's over/short judgement, its deposit and
 * its history (`id` and `record` absent until the day is first saved).
 */
export const CashCountSchema = z.object({
  leads: keyed(LEAD_FIELDS, z.string()),
  bar_safe: keyed(BAR_SAFE_ROWS, keyed(DENOMINATIONS, Count)),
  starting_bank: keyed(STARTING_BANK_ROWS, keyed(BANKS, Money)),
  cashier: keyed(CASHIER_ROWS, DenominationMoney),
  cashier_names: keyed(CASHIER_NAME_ROWS, keyed(DENOMINATIONS, z.string())),
  totals: CashCountTotalsSchema,
  id: z.number().int().nullable(),
  tolerance: CashToleranceSchema,
  over_short: OverShortSchema,
  deposit: CashDepositSchema,
  record: AccountabilitySchema.optional(),
  /** When the count was last saved (decision 172): a save sends it back as `based_on`. */
  version: RecordVersionSchema,
});
export type CashCount = z.infer<typeof CashCountSchema>;

/**
 * POST /cash-count/{storeId}/{date} body `cash_count`: any part may be missing (kept as empty).
 * Bar safe cells are COUNTS of notes or coins (whole numbers); starting bank and cashier cells are
 * dollar amounts (decimals). Totals sent by a client are ignored: the server computes them, and the
 * rest of the count as read (its id, version, tolerance, deposit) is accepted and ignored (decision 237).
 */
export const CashCountInputSchema = takingRead(
  z.object({
    leads: z
      .object({
        open_lead: text(LEAD_MAX).nullish(),
        mid_lead: text(LEAD_MAX).nullish(),
        close_lead: text(LEAD_MAX).nullish(),
        notes: text(NOTES_MAX).nullish(),
      })
      .nullish(),
    bar_safe: keyedOptional(BAR_SAFE_ROWS, keyedOptional(DENOMINATIONS, CellInputSchema).nullish()).nullish(),
    starting_bank: keyedOptional(STARTING_BANK_ROWS, keyedOptional(BANKS, CellInputSchema).nullish()).nullish(),
    cashier: keyedOptional(CASHIER_ROWS, keyedOptional(DENOMINATIONS, CellInputSchema).nullish()).nullish(),
    cashier_names: keyedOptional(
      CASHIER_NAME_ROWS,
      keyedOptional(DENOMINATIONS, text(INITIALS_MAX).nullish()).nullish(),
    ).nullish(),
    // The spec's "whole structure" carries the totals; they are named so that it is not refused as unknown.
    totals: z.record(z.string(), z.unknown()).nullish(),
  }),
  CashCountSchema,
);
export type CashCountInput = z.infer<typeof CashCountInputSchema>;

export const OVER_SHORT_REASON_MAX = 1000;

/**
 * Beside the spec's `cash_count`: why the count is over or short. A count beyond the store's
 * tolerance is not saved without one. Left out, the reason saved before is kept; null or blank clears it.
 */
export const CashCountSaveSchema = z.object({
  cash_count: CashCountInputSchema,
  over_short_reason: text(OVER_SHORT_REASON_MAX, { trim: true }).nullish(),
  /** The `version` the edit was based on: a count saved since then is refused with 409 (decision 172). */
  based_on: BasedOnSchema,
});
export type CashCountSave = z.infer<typeof CashCountSaveSchema>;
