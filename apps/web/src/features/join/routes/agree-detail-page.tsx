import { useTranslation } from '../../../lib/i18n';
import { useLocation, useNavigate } from 'react-router';
import { useJoinTerms } from '../api/get-join-terms';
import { JoinSteps } from '../components/join-steps';
import '../join.css';
import '../../../lib/catalogues/join-catalogue';

type TAgreeDetailPageProps = {
  trgtCd: 'SVC' | 'MAJUON';
  /** position of the terms in display order (agreeDetail1 is the first) */
  index: number;
  /** where 'back' goes when the page was opened directly */
  backTo: string;
};

/** spec §2 agreeDetail1, agreeDetail2, agreeDetailMajuon1, agreeDetailMajuon2: one terms' full text, as text. */
export function AgreeDetailPage({ trgtCd, index, backTo }: TAgreeDetailPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { data, isPending, isError } = useJoinTerms(trgtCd);
  const term = data?.trmsList[index];
  // back to the join page as it was (its query kept) when we came from there
  const back = () => void (location.key !== 'default' ? navigate(-1) : navigate(backTo));

  return (
    <article className="join join-detail">
      <JoinSteps current="terms" />
      {isPending && <p role="status">{t('join.loading')}</p>}
      {(isError || (data && !term)) && <p role="alert">{t('join.terms.loadFailed')}</p>}
      {term && (
        <>
          <h2 className="join-section__title">{term.trmsNm}</h2>
          <p className="join-detail__date">
            {t('join.terms.effectiveDate')} <time dateTime={term.effectiveDate}>{term.effectiveDate}</time>
          </p>
          <div className="join-detail__text">{term.cn}</div>
        </>
      )}
      <div className="join-actions">
        <button type="button" className="btn btn--secondary" onClick={back}>
          {t('join.terms.back')}
        </button>
      </div>
    </article>
  );
}
