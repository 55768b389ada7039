import { recordIdOf, smnexhlIntdcnPath } from '@portal/contract';
import { Button, Space, Tag } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate, useParams } from 'react-router';
import { useSmnexhlDetail } from '../api/smnexhl-resource';
import { AtchFileSection } from '../components/atch-file-section';
import { HallDescriptions } from '../components/hall-descriptions';
import { useDeleteSmnexhl } from '../components/use-hall-mutations';
import { AdmNotFound, BASE } from './adm-mnexhl-common';
import '../adm-mnexhl.css';

/** spec §2 admin mnexhlMng smnexhlView/:smnexhlId: the small hall and its attachments. */
export function AdmSmnexhlViewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const smnexhlId = recordIdOf(useParams().smnexhlId);
  const small = useSmnexhlDetail(smnexhlId);
  const onDelete = useDeleteSmnexhl();

  if (smnexhlId === undefined || small.isError) return <AdmNotFound to={BASE} />;
  if (!small.data) return <p role="status">{t('layout.loading')}</p>;
  const item = small.data;
  const hallView = `${BASE}/bmnexhlView/${item.bmnexhlId}`;

  return (
    <section className="adm-mnexhl">
      <h1 className="adm-page__title">
        {t('admMnexhl.smnexhl.viewTitle')}: {item.smnexhlNm}
      </h1>
      <HallDescriptions
        hall={item}
        items={[
          { key: 'bmnexhl', label: t('admMnexhl.smnexhl.bmnexhl'), children: <Link to={hallView}>{item.bmnexhlNm}</Link> },
          { key: 'smnexhlNo', label: t('admMnexhl.smnexhl.smnexhlNo'), children: item.smnexhlNo },
          { key: 'smnexhlNm', label: t('admMnexhl.smnexhl.smnexhlNm'), span: 'filled', children: item.smnexhlNm },
          {
            key: 'smnexhlExpln',
            label: t('admMnexhl.smnexhl.smnexhlExpln'),
            span: 'filled',
            children: <div className="adm-mnexhl__text">{item.smnexhlExpln}</div>,
          },
          { key: 'dutyCrs', label: t('admMnexhl.smnexhl.dutyCrs'), span: 'filled', children: item.dutyCrs.map((tag) => <Tag key={tag}>{tag}</Tag>) },
          { key: 'actvCn', label: t('admMnexhl.smnexhl.actvCn'), span: 'filled', children: <div className="adm-mnexhl__text">{item.actvCn}</div> },
        ]}
      />
      <AtchFileSection files={item.files} />
      <Space className="adm-mnexhl__actions" wrap>
        <Button type="primary" onClick={() => navigate(`${BASE}/smnexhlUpdate/${item.smnexhlId}`)}>
          {t('admin.list.edit')}
        </Button>
        <Button danger onClick={() => void onDelete(item).then((deleted) => deleted && navigate(hallView, { replace: true }))}>
          {t('admin.list.delete')}
        </Button>
        <Button onClick={() => navigate(`${BASE}/smnexhlList/${item.bmnexhlId}`)}>{t('admMnexhl.toList')}</Button>
        <Link to={hallView}>{t('admMnexhl.smnexhl.toBmnexhl')}</Link>
        {item.useYn === 'Y' && (
          <Link to={smnexhlIntdcnPath(item.bmnexhlId, item.bmnexhlNm, item.smnexhlNo)} target="_blank" rel="noopener">
            {t('admMnexhl.publicView')}
          </Link>
        )}
      </Space>
    </section>
  );
}
