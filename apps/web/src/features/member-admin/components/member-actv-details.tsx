import { ACTV_DGSTFN, CRR_ACTV_FIELD_LABELS as F, CRR_ACTV_TTL_LABEL, PORTFLO_ACTV_SE, PORTFLO_MESSAGES as M, type TPortfloActvDtls } from '@portal/contract';
import { Descriptions } from 'antd';
import { PlainText } from '../../../components/plain-text';
import { PortfloEmpty } from '../../../components/portflo/portflo-sections';
import { useTranslation } from '../../../lib/i18n';

type TYear = NonNullable<TPortfloActvDtls['years']>[number];

const dgstfnText = (code: string) => ACTV_DGSTFN[code as keyof typeof ACTV_DGSTFN] ?? code;

/** One activity with every field of spec §3 and their Korean labels; the texts as written (line breaks kept). */
function ActvFields({ actv }: { actv: TYear['list'][number] }) {
  const { t } = useTranslation();
  const text = (value: string) => <PlainText text={value} className="adm-portflo__text" />;
  const items = [
    { label: t('admMember.portflo.actvSe'), children: PORTFLO_ACTV_SE[actv.actvSeCd] },
    { label: CRR_ACTV_TTL_LABEL[actv.actvSeCd], children: actv.actvNm },
    { label: F.schlNm, children: actv.schlNm },
    { label: F.grd, children: t('admMember.portflo.grd', { grd: actv.grd }) },
    { label: F.actvYmd, children: actv.actvYmd },
    { label: F.actvPrps, children: text(actv.actvPrps) },
    { label: F.actvPlc, children: actv.actvPlc },
    { label: F.actvDgstfn, children: dgstfnText(actv.actvDgstfn) },
    { label: F.dutyCr, children: actv.dutyCr },
    { label: F.actvCn, children: text(actv.actvCn) },
    { label: F.actvOpnn, children: text(actv.actvOpnn) },
  ];
  return (
    <article className="adm-portflo__actv" aria-labelledby={`adm-portflo-actv-${actv.crrActvId}`}>
      <h4 id={`adm-portflo-actv-${actv.crrActvId}`} className="adm-portflo__actv-title">
        {actv.actvNm}
      </h4>
      <Descriptions bordered size="small" column={1} items={items.map((item, i) => ({ key: i, ...item }))} />
    </article>
  );
}

/** The activities section of the admin portfolio page: by school year, newest first, each activity in full. */
export function MemberActvDetails({ years }: { years: readonly TYear[] }) {
  const { t } = useTranslation();
  if (years.length === 0) return <PortfloEmpty>{M.noActivities}</PortfloEmpty>;
  return years.map(({ schlYr, list }) => (
    <div key={schlYr} className="portflo-year">
      <h3 className="portflo-sub">{t('portflo.schlYr', { schlYr })}</h3>
      {list.map((actv) => (
        <ActvFields key={actv.crrActvId} actv={actv} />
      ))}
    </div>
  ));
}
