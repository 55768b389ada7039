import type { TYn } from '@portal/contract';
import type { TFunction } from '../../../lib/i18n';

/** The words of a use flag (`useYn`, '댓글 사용'), the same on every admin page: 사용/미사용. */
export const usageTexts = (t: TFunction): Record<TYn, string> => ({ Y: t('admin.list.used'), N: t('admin.list.unused') });

/** The words of any other Y/N flag (공개, 공지, 로그인 필요): 예/아니오. */
export const yesNoTexts = (t: TFunction): Record<TYn, string> => ({ Y: t('admin.list.yes'), N: t('admin.list.no') });
