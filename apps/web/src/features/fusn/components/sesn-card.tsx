import type { TFusnCalendarSesn } from '@portal/contract';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { timeText } from '../fusn-format';

export type TSesnAction = { label: string; onClick: () => void; disabled?: boolean } | null;

/** Whether a session can be booked now, and if not, why (the state shown on its card). */
export function sesnSttsKey(sesn: TFusnCalendarSesn, nowMs: number): string {
  if (sesn.bookable) return 'fusn.sesnStts.open';
  if (sesn.remaining <= 0) return 'fusn.sesnStts.full';
  if (nowMs < new Date(sesn.opnDt).getTime()) return 'fusn.sesnStts.notYet';
  return 'fusn.sesnStts.closed';
}

/** One session of the calendar: program, time, halls, seats left, state, and the action the viewer may take. */
export function SesnCard({ sesn, action, nowMs }: { sesn: TFusnCalendarSesn; action: TSesnAction; nowMs: number }) {
  const { t } = useTranslation();
  const headingId = `fusn-sesn-${sesn.sesnId}`;
  const lottery = sesn.prgrmSeCd === 'INDV' && sesn.slctSeCd === 'LTRY';
  return (
    <li className={`fusn-sesn${sesn.bookable ? '' : ' fusn-sesn--closed'}`} aria-labelledby={headingId}>
      <h3 id={headingId} className="fusn-sesn__name">
        <Link to={`/crrFusion/prgrm/${sesn.prgrmId}`}>{sesn.prgrmNm}</Link>
      </h3>
      <p className="fusn-sesn__time">{timeText(sesn.bgngTm, sesn.endTm)}</p>
      {sesn.hallNms.length > 0 && <p className="fusn-sesn__hall">{sesn.hallNms.join(', ')}</p>}
      <p className="fusn-sesn__seats">
        {lottery ? t('fusn.lotteryCpcty', { count: sesn.cpcty }) : t('fusn.remainingOf', { count: Math.max(sesn.remaining, 0), cpcty: sesn.cpcty })}
      </p>
      <p className="fusn-sesn__stts">
        {lottery && <span className="fusn-badge fusn-badge--ltry">{t('fusn.lottery')}</span>}
        <span className={`fusn-badge${sesn.bookable ? ' fusn-badge--open' : ''}`}>{t(sesnSttsKey(sesn, nowMs))}</span>
      </p>
      {action && (
        <button type="button" className="btn btn--primary fusn-sesn__action" onClick={action.onClick} disabled={action.disabled}>
          {action.label}
          <span className="sr-only"> {t('fusn.actionOf', { prgrmNm: sesn.prgrmNm, time: timeText(sesn.bgngTm, sesn.endTm) })}</span>
        </button>
      )}
    </li>
  );
}
