import { addDays, FUSN_INDV_MESSAGES, isStudentMbrType, mondayOf, seoulDate, type TFusnCalendarSesn, type TFusnPrgrmSeCd } from '@portal/contract';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { DatePicker } from '../../../components/date-picker';
import { FormField } from '../../../components/form';
import { showConfirm } from '../../../components/modal/modal-store';
import { isApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { loginPathFor } from '../../../lib/login-path';
import { useRealmLoginUser } from '../../../lib/login-user/login-user-store';
import { useIndvAction } from '../api/indv-queries';
import { useCalendar } from '../api/prgrm-queries';
import { RsvtPopup } from '../components/rsvt-popup';
import { SesnCard, type TSesnAction } from '../components/sesn-card';
import { ymdText } from '../fusn-format';
import { bfrSrvyPath } from '../fusn-paths';
import { APLY_MENU_URL, MY_APLY_MENU_URL } from '../fusn-routes';
import '../fusn-catalogue';
import '../fusn.css';

const YMD = /^\d{4}-\d{2}-\d{2}$/;
const calendarPath = (startDay: string, prgrmSeCd: TFusnPrgrmSeCd) => `${APLY_MENU_URL}/${startDay}?prgrmSeCd=${prgrmSeCd}`;

/** What the viewer may do with a session: reserve (teacher, GRP), apply (student, INDV), log in (guest). */
function useSesnAction(onReserve: (sesn: TFusnCalendarSesn) => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useRealmLoginUser('USER');
  const student = isStudentMbrType(user?.mbrTypeAuthrt);
  const teacher = user?.userTypeCd === 'T';
  const indv = useIndvAction();

  const apply = async (sesn: TFusnCalendarSesn) => {
    const key = sesn.slctSeCd === 'LTRY' ? 'fusn.apply.confirmLottery' : 'fusn.apply.confirm';
    if (!(await showConfirm(t(key, { prgrmNm: sesn.prgrmNm, sesnYmd: ymdText(sesn.sesnYmd), bgngTm: sesn.bgngTm })))) return;
    try {
      const result = await indv.mutateAsync({ action: 'apply', sesnId: sesn.sesnId });
      if (!result) return;
      const doneKey = result.sttsCd === 'PEND' ? 'fusn.apply.donePend' : 'fusn.apply.done';
      if (await showConfirm(t(doneKey, { entryNo: result.entryNo ?? '' }), { okLabel: t('fusn.apply.toMy'), cancelLabel: t('fusn.apply.stay') })) {
        void navigate(MY_APLY_MENU_URL);
      }
    } catch (error) {
      // the API client has shown the server's message; the before-survey comes first: its page
      if (isApiError(error) && error.message === FUSN_INDV_MESSAGES.bfrSrvy) void navigate(`${bfrSrvyPath({ sesnId: sesn.sesnId })}&prgrmId=${sesn.prgrmId}`);
    }
  };

  return (sesn: TFusnCalendarSesn): TSesnAction => {
    if (!sesn.bookable) return null;
    const grp = sesn.prgrmSeCd === 'GRP';
    if (!user) {
      return { label: t(grp ? 'fusn.reserve' : 'fusn.applyButton'), onClick: () => void navigate(loginPathFor(`${location.pathname}${location.search}`)) };
    }
    if (grp && teacher) return { label: t('fusn.reserve'), onClick: () => onReserve(sesn) };
    if (!grp && student) return { label: t('fusn.applyButton'), onClick: () => void apply(sesn), disabled: indv.isPending };
    return null;
  };
}

/**
 * /crrFusion/fusionActvAply/:startDay? (M0302 융합활동 신청, public): a week of sessions from startDay
 * (default this week), group and individual programs as two tabs, previous and next weeks, a date
 * picker with the server's rules to jump to a week; a teacher reserves a group session, a student
 * applies to an individual one; a guest is asked to log in first.
 */
export function AplyCalendarPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useRealmLoginUser('USER');
  const student = isStudentMbrType(user?.mbrTypeAuthrt);
  const param = useParams().startDay;
  const [search] = useSearchParams();
  const prgrmSeCd: TFusnPrgrmSeCd = search.get('prgrmSeCd') === 'INDV' || (search.get('prgrmSeCd') !== 'GRP' && student) ? 'INDV' : 'GRP';
  const startDay = param && YMD.test(param) ? mondayOf(param) : undefined;
  const query = useCalendar({ startDay, prgrmSeCd });
  const [reserving, setReserving] = useState<TFusnCalendarSesn | null>(null);
  const actionOf = useSesnAction(setReserving);
  const [picked, setPicked] = useState('');
  const [nowMs] = useState(() => Date.now());

  if (param !== undefined && !YMD.test(param)) return <p role="alert">{t('fusn.aply.badDay')}</p>;
  const data = query.data;
  const shownStart = data?.startDay ?? startDay ?? mondayOf(seoulDate(new Date()));
  const thisMonday = mondayOf(data?.today ?? seoulDate(new Date()));
  const days = Array.from({ length: 7 }, (_, i) => addDays(shownStart, i));
  const rules = data?.dateRules;

  return (
    <div className="fusn fusn-calendar">
      <nav className="fusn-tabs" aria-label={t('fusn.aply.tabsLabel')}>
        {(['GRP', 'INDV'] as const).map((cd) => (
          <Link
            key={cd}
            className={`fusn-tab${cd === prgrmSeCd ? ' fusn-tab--current' : ''}`}
            to={calendarPath(shownStart, cd)}
            aria-current={cd === prgrmSeCd ? 'page' : undefined}
          >
            {t(`fusn.aply.tab.${cd}`)}
          </Link>
        ))}
      </nav>
      <p className="fusn-help">{t(prgrmSeCd === 'GRP' ? (student ? 'fusn.aply.grpHelpStudent' : 'fusn.aply.grpHelp') : 'fusn.aply.indvHelp')}</p>
      {prgrmSeCd === 'GRP' && student && (
        <p className="fusn-actions">
          <Link className="btn btn--secondary" to={MY_APLY_MENU_URL}>
            {t('fusn.aply.toSchlRsvt')}
          </Link>
        </p>
      )}
      <div className="fusn-weekbar">
        <h2 className="fusn-weekbar__title" aria-live="polite">
          {t('fusn.aply.week', { from: ymdText(shownStart), to: ymdText(addDays(shownStart, 6)) })}
        </h2>
        <div className="fusn-weekbar__nav">
          {shownStart > thisMonday && (
            <Link className="btn btn--secondary" to={calendarPath(addDays(shownStart, -7), prgrmSeCd)}>
              {t('fusn.aply.prevWeek')}
            </Link>
          )}
          {shownStart !== thisMonday && (
            <Link className="btn btn--secondary" to={calendarPath(thisMonday, prgrmSeCd)}>
              {t('fusn.aply.thisWeek')}
            </Link>
          )}
          <Link className="btn btn--secondary" to={calendarPath(addDays(shownStart, 7), prgrmSeCd)}>
            {t('fusn.aply.nextWeek')}
          </Link>
        </div>
        {rules && (
          <FormField label={t('fusn.aply.jump')} hint={t('fusn.aply.jumpHint')} className="fusn-weekbar__jump">
            <DatePicker
              value={picked}
              onChange={(value) => {
                setPicked(value);
                if (YMD.test(value)) void navigate(calendarPath(mondayOf(value), prgrmSeCd));
              }}
              today={data.today}
              minDate={rules.minDate}
              maxDate={rules.maxDate}
              disabledDates={rules.disabledDates}
              disabledWeekdays={rules.disabledWeekdays}
              allowedDates={rules.allowedDates}
            />
          </FormField>
        )}
      </div>
      {query.isError && !data ? (
        <p role="alert">{t('fusn.loadFailed')}</p>
      ) : !data ? (
        <p role="status">{t('fusn.loading')}</p>
      ) : (
        <div className="fusn-week">
          {days.map((ymd) => {
            const clsr = data.clsrs.find((c) => c.clsrYmd === ymd);
            const sesns = data.sesns.filter((s) => s.sesnYmd === ymd);
            const closedDay = rules?.disabledWeekdays.includes(new Date(`${ymd}T12:00:00+09:00`).getUTCDay()) ?? false;
            return (
              <section key={ymd} className={`fusn-day${ymd === data.today ? ' fusn-day--today' : ''}`} aria-labelledby={`fusn-day-${ymd}`}>
                <h3 id={`fusn-day-${ymd}`} className="fusn-day__title">
                  {ymdText(ymd)}
                  {ymd === data.today && <span className="fusn-badge">{t('fusn.aply.today')}</span>}
                </h3>
                {clsr ? (
                  <p className="fusn-day__empty">{t('fusn.aply.clsr', { clsrNm: clsr.clsrNm })}</p>
                ) : sesns.length === 0 ? (
                  <p className="fusn-day__empty">{t(closedDay ? 'fusn.aply.closedDay' : 'fusn.aply.noSesn')}</p>
                ) : (
                  <ul className="fusn-day__list">
                    {sesns.map((sesn) => (
                      <SesnCard key={sesn.sesnId} sesn={sesn} action={actionOf(sesn)} nowMs={nowMs} />
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      )}
      <RsvtPopup sesn={reserving} onClose={() => setReserving(null)} />
    </div>
  );
}
