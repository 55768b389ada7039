import { POPUP_CN_TYPE, POSTING_STTS, type TPopupItem, type TPostingSttsCd } from '@portal/contract';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { AdminCrudPage, keywordSearchField, periodText, PostingSttsTag, ynSearchField, YnTag } from '../../../components/admin/crud';
import { codeLabel, codeOptions } from '../../../lib/code-options';
import { popupResource } from '../api/popup-resource';
import { PopupFormPopup } from '../components/popup-form-popup';
import { PopupPreviewPopup } from '../components/popup-preview-popup';
import '../adm-popup.css';

/**
 * admin popup (spec §2, §4 user popup): the popups shown on the public pages inside their period,
 * with their target pages, size, position, content and link; a preview shows one as visitors do.
 */
export function PopupPage() {
  const { t } = useTranslation();
  const [previewing, setPreviewing] = useState<TPopupItem | null>(null);

  const columns: TableColumnsType<TPopupItem> = [
    { title: t('admPopup.popupNm'), dataIndex: 'popupNm' },
    { title: t('admPopup.period'), key: 'period', render: (_, p) => periodText(p.bgngDt, p.endDt), responsive: ['md'] },
    { title: t('admPopup.sttsCd'), dataIndex: 'sttsCd', render: (code: TPostingSttsCd) => <PostingSttsTag code={code} /> },
    { title: t('admPopup.trgtPages'), dataIndex: 'trgtPages', render: (pages: string[]) => pages.join(', '), responsive: ['lg'] },
    { title: t('admPopup.cnTypeCd'), dataIndex: 'cnTypeCd', render: (code: string) => codeLabel(POPUP_CN_TYPE, code), responsive: ['lg'] },
    { title: t('admPopup.sortSeq'), dataIndex: 'sortSeq', responsive: ['lg'] },
    { title: t('admPopup.useYn'), dataIndex: 'useYn', render: (yn: string) => <YnTag value={yn} /> },
  ];

  return (
    <AdminCrudPage<TPopupItem>
      title={t('admPopup.title')}
      pagingKey="admPopup:list"
      searchFields={[
        { name: 'sttsCd', label: t('admPopup.sttsCd'), type: 'select', options: codeOptions(POSTING_STTS) },
        ynSearchField(t, { label: t('admPopup.useYn') }),
        keywordSearchField(t),
      ]}
      resource={popupResource}
      columns={columns}
      rowKey="popupId"
      nameOf={(popup) => popup.popupNm}
      confirmDelete={(popupNm) => t('admPopup.confirmDelete', { popupNm })}
      addLabel={t('admPopup.add')}
      renderForm={(popup, onClose) => <PopupFormPopup popup={popup} onClose={onClose} />}
      rowActions={(popup) => (
        <Button size="small" onClick={() => setPreviewing(popup)} aria-label={`${popup.popupNm} ${t('admPopup.preview')}`}>
          {t('admPopup.preview')}
        </Button>
      )}
    >
      {previewing && <PopupPreviewPopup popup={previewing} onClose={() => setPreviewing(null)} />}
    </AdminCrudPage>
  );
}
