import { STANDARD_ROLES } from '@dripp/contract/permissions';
import { i18n } from '../../i18n/i18n';

/**
 * A role's name in the active language: the portal's own roles are contract words with their
 * Spanish in `WORDS_ES`; a role the chain created keeps the name it was given.
 */
export function roleName(name: string): string {
  return STANDARD_ROLES.some((role) => role.name === name) ? i18n._(name) : name;
}
