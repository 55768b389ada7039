import { formatSeoulDateTime, POSTING_STTS, type TPostingSttsCd, type TYn } from '@portal/contract';
import { Tag } from 'antd';
import { type TFunction, useTranslation } from '../../../lib/i18n';
import { NewWindowHint } from '../../layout/menu-link';
import { usageTexts } from './yn-texts';

/** A Y/N flag as a tag, Y in blue, N in grey: 사용/미사용 unless the page names them (yesNoTexts). */
export function YnTag({ value, texts }: { value: string | null | undefined; texts?: Record<TYn, string> }) {
  const { t } = useTranslation();
  const text = texts ?? usageTexts(t);
  return <Tag color={value === 'Y' ? 'blue' : 'default'}>{value === 'Y' ? text.Y : text.N}</Tag>;
}

/** The audit id the server's seeders write (db/seed-rows.ts): base data, not a person's account. */
const SEED_ACTOR_ID = 'system';

/** Who registered or changed a row: the account id, '시스템' for base data, '-' when unknown. */
export const actorText = (t: TFunction, userId: string | null | undefined) => (userId === SEED_ACTOR_ID ? t('admin.list.system') : (userId ?? '-'));

/** A period in Seoul time, 'YYYY-MM-DD HH:mm:ss ~ YYYY-MM-DD HH:mm:ss'. */
export const periodText = (bgngDt: string, endDt: string) => `${formatSeoulDateTime(bgngDt)} ~ ${formatSeoulDateTime(endDt)}`;

const POSTING_STTS_COLOR: Record<TPostingSttsCd, string> = { ONGOING: 'green', UPCOMING: 'blue', ENDED: 'default' };

/** A posting's (banner, popup) state by its period: 진행 in green, 예정 in blue, 종료 in grey. */
export function PostingSttsTag({ code }: { code: TPostingSttsCd }) {
  return <Tag color={POSTING_STTS_COLOR[code]}>{POSTING_STTS[code]}</Tag>;
}

/** An external address in a list cell: opens in a new window without an opener, and says so. */
export function ExternalUrl({ url }: { url: string }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="adm-page__url">
      {url}
      <NewWindowHint />
    </a>
  );
}
