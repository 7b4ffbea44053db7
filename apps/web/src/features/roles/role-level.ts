/** The level picker's values (spec 2 §9): '0' Corporate, '1' Store level; Corporate by default. */
export const ROLE_LEVEL_OPTIONS = [
  { value: '0', label: 'Corporate' },
  { value: '1', label: 'Store level' },
];

export const levelValue = (requiresStore: boolean) => (requiresStore ? '1' : '0');
