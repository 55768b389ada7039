import type { TFunction } from '../../../lib/i18n';

/** A teacher's roles as text: "진로전담교사, 예약 담당자", or "교사" when none. */
export function roleNames(roles: { crrTchrYn: 'Y' | 'N'; rsvtMngrYn: 'Y' | 'N' }, t: TFunction): string {
  const names = [roles.crrTchrYn === 'Y' && t('cls.role.crrTchr'), roles.rsvtMngrYn === 'Y' && t('cls.role.rsvtMngr')].filter(Boolean);
  return names.length > 0 ? names.join(', ') : t('cls.role.teacher');
}
