import { roleLevelLabel } from '@dripp/contract/roles';
import { i18n } from '../../i18n/i18n';

/** The level picker's values (spec 2 §9): '0' Corporate, '1' Store level; Corporate by default. */
export const roleLevelOptions = () => [
  { value: '0', label: i18n._(roleLevelLabel(false)) },
  { value: '1', label: i18n._(roleLevelLabel(true)) },
];

export const levelValue = (requiresStore: boolean) => (requiresStore ? '1' : '0');
