/** A record id read from the address (a path part or a query value): a positive whole number within int4, else null. */
export function positiveId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
