import { useLocalStorage } from '@mantine/hooks';
import { LABEL_SIZES, type LabelSize } from '@dripp/contract/food-safety';

// The label printer next to this device takes one size: it is remembered here, not per person.
const LABEL_SIZE_KEY = 'foodLabelSize';

/** The label size chosen last on this device (2×2 in until one is chosen). */
export function useLabelSize(): [LabelSize, (size: LabelSize) => void] {
  const [stored, setStored] = useLocalStorage<string>({
    key: LABEL_SIZE_KEY,
    defaultValue: '2x2',
    getInitialValueInEffect: false,
  });
  const size = (LABEL_SIZES as readonly string[]).includes(stored) ? (stored as LabelSize) : '2x2';
  return [size, setStored];
}
