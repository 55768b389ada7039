import { smnexhlIntdcnPath, type TMnexhlBmnexhl } from '@portal/contract';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { useMnexhlBmnexhlList } from '../api/get-mnexhl-bmnexhl-list';
import { DutyTags } from '../components/duty-tags';
import { bmnexhlIntdcnPath } from '../mnexhl-paths';
import '../mnexhl.css';

function HallGuide({ hall }: { hall: TMnexhlBmnexhl }) {
  const headingId = useId();
  const location = [hall.flrNm, hall.plcNm].filter(Boolean).join(' ');
  return (
    <section className="mnexhl-guide" aria-labelledby={headingId}>
      <h2 id={headingId} className="mnexhl-guide__title">
        {hall.bmnexhlNm}
        {location && <span className="mnexhl-guide__location"> ({location})</span>}
      </h2>
      {hall.smnexhlList.length === 0 ? (
        <p className="mnexhl__empty">운영 중인 소주제관이 없습니다.</p>
      ) : (
        <ul className="mnexhl-guide__list">
          {hall.smnexhlList.map((small) => (
            <li key={small.smnexhlNo} className="mnexhl-guide__item">
              <h3 className="mnexhl-guide__name">
                <Link to={smnexhlIntdcnPath(hall.bmnexhlId, hall.bmnexhlNm, small.smnexhlNo)}>{small.smnexhlNm}</Link>
              </h3>
              <DutyTags tags={small.dutyCrs} label={`${small.smnexhlNm} 관련 직무`} />
            </li>
          ))}
        </ul>
      )}
      <p className="mnexhl-guide__more">
        <Link to={bmnexhlIntdcnPath(hall.bmnexhlId)}>{hall.bmnexhlNm} 소개 보기</Link>
      </p>
    </section>
  );
}

/**
 * spec §2 /infoGd/crrFusionActvMnexhl: the halls where the fusion activities take place, each big
 * hall with its small halls and the duties a student can explore there.
 */
export function CrrFusionActvMnexhlPage() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useMnexhlBmnexhlList();
  return (
    <div className="mnexhl">
      <p className="mnexhl__lead">
        진로융합활동은 진로교육원의 주제관에서 이루어집니다. 대주제관마다 여러 소주제관이 있으며, 학생들은 소주제관에서 관련 직무를 체험하고 탐색합니다.
        소주제관 이름을 선택하면 활동 내용을 자세히 볼 수 있습니다.
      </p>
      {isPending && <p role="status">{t('layout.loading')}</p>}
      {isError && <p className="mnexhl__error">주제관 정보를 불러오지 못했습니다.</p>}
      {data && data.list.length === 0 && <p className="mnexhl__empty">등록된 주제관이 없습니다.</p>}
      {data?.list.map((hall) => (
        <HallGuide key={hall.bmnexhlId} hall={hall} />
      ))}
      <p className="mnexhl__back">
        <Link to="/eduIntdcn/mnexhlIntdcn">주제관 소개 전체 보기</Link>
      </p>
    </div>
  );
}
