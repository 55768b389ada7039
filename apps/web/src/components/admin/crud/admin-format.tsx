import { formatSeoulDateTime, POSTING_STTS, type TPostingSttsCd } from '@portal/contract';
import { Tag } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { NewWindowHint } from '../../layout/menu-link';

/** A Y/N flag as a tag: 예 in blue, 아니오 in grey. */
export function YnTag({ value }: { value: string | null | undefined }) {
  const { t } = useTranslation();
  return <Tag color={value === 'Y' ? 'blue' : 'default'}>{t(value === 'Y' ? 'admin.list.yes' : 'admin.list.no')}</Tag>;
}

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
