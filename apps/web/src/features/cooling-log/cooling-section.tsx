/** A store's cooling batches on a day: the open ones and those of the day, with their checks. */
export function CoolingSection({ storeId, date }: { storeId: number; date: string }) {
  void storeId;
  void date;
  return null;
}
