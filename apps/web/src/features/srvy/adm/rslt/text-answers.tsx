import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { PagedTable } from '../../../../components/admin/paged-table';
import { useTranslation } from '../../../../lib/i18n';
import { useSrvyTexts } from '../api/srvy-rslt-queries';
import { RsltSearch, useSearchedPage } from './rslt-search';

type TText = { rspnsId: number; text: string; sbmsnDt: string };

function TextList({ srvyId, qstnId, n }: { srvyId: number; qstnId: string; n: number }) {
  const { t } = useTranslation();
  const { query, search, setCurrentPage } = useSearchedPage();
  const texts = useSrvyTexts(srvyId, { qstnId, ...query });
  const columns: TableColumnsType<TText> = [
    { title: t('admSrvy.rslt.text'), dataIndex: 'text', render: (text: string) => <span className="srvy-rslt__text">{text}</span> },
    { title: t('admSrvy.rslt.sbmsnDt'), dataIndex: 'sbmsnDt', width: 170 },
  ];
  return (
    <div className="srvy-rslt__texts">
      <RsltSearch label={t('admSrvy.rslt.textSearch', { n })} placeholder={t('admSrvy.rslt.textSearchHint')} onSearch={search} />
      <PagedTable<TText>
        caption={<span className="sr-only">{t('admSrvy.rslt.textCaption', { n })}</span>}
        rowKey="rspnsId"
        columns={columns}
        page={texts.data}
        loading={texts.isFetching}
        emptyText={t('admSrvy.rslt.noTexts')}
        onPageChange={setCurrentPage}
      />
    </div>
  );
}

/** A text question's answers, opened on demand: searched and paged by the server. */
export function TextAnswers({ srvyId, qstnId, n, count }: { srvyId: number; qstnId: string; n: number; count: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <p className="srvy-rslt__meta">
        {t('admSrvy.rslt.textCnt', { count })}{' '}
        {count > 0 && (
          <Button
            size="small"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
            aria-label={t(open ? 'admSrvy.rslt.hideTexts' : 'admSrvy.rslt.showTexts', { n })}
          >
            {t(open ? 'admSrvy.rslt.hide' : 'admSrvy.rslt.show')}
          </Button>
        )}
      </p>
      {open && <TextList srvyId={srvyId} qstnId={qstnId} n={n} />}
    </>
  );
}
