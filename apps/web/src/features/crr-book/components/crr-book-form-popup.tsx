import { CRR_BOOK_LIMITS as L, maxPblcnYr, SCHL_TYPE, type TCrrBookItem, type TCrrBookSave, ZCrrBookSave } from '@portal/contract';
import { Checkbox, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { AdminFormPopup, SortSeqField, YnSwitchField, zodRule } from '../../../components/admin/crud';
import { AdminImageField } from '../../../components/admin/image-field';
import { codeOptions } from '../../../lib/code-options';
import { crrBookMngResource } from '../api/crr-book-mng-resource';

const field = ZCrrBookSave.shape;

/** Adds or edits one career book; every field runs the contract's rule, and the server checks again. */
export function CrrBookFormPopup({ book, onClose }: { book: TCrrBookItem | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TCrrBookSave>();
  const save = crrBookMngResource.useSave();
  const editing = book === 'new' ? null : book;

  return (
    <AdminFormPopup<TCrrBookSave>
      title={t(editing ? 'admCrrBook.editTitle' : 'admCrrBook.add')}
      form={form}
      name="crrBook"
      wide
      onClose={onClose}
      saving={save.isPending}
      onSubmit={(values) => save.mutateAsync({ ...values, id: editing?.crrBookId })}
      initialValues={{
        bookNm: editing?.bookNm ?? '',
        authorNm: editing?.authorNm ?? '',
        pblshrNm: editing?.pblshrNm ?? '',
        pblcnYr: editing?.pblcnYr ?? maxPblcnYr() - 1,
        isbn: editing?.isbn ?? '',
        coverFileId: editing?.coverFileId ?? null,
        coverAlt: editing?.coverAlt ?? '',
        sumry: editing?.sumry ?? '',
        relatedJobs: editing?.relatedJobs ?? [],
        trgtSchlTypeCds: (editing?.trgtSchlTypeCds ?? []) as TCrrBookSave['trgtSchlTypeCds'],
        sortSeq: editing?.sortSeq ?? 0,
        useYn: editing?.useYn ?? 'Y',
      }}
    >
      <Form.Item label={t('admCrrBook.bookNm')} name="bookNm" required rules={[zodRule(field.bookNm)]}>
        <Input maxLength={L.bookNm} />
      </Form.Item>
      <Form.Item label={t('admCrrBook.authorNm')} name="authorNm" required rules={[zodRule(field.authorNm)]}>
        <Input maxLength={L.authorNm} />
      </Form.Item>
      <Form.Item label={t('admCrrBook.pblshrNm')} name="pblshrNm" required rules={[zodRule(field.pblshrNm)]}>
        <Input maxLength={L.pblshrNm} />
      </Form.Item>
      <Form.Item label={t('admCrrBook.pblcnYr')} name="pblcnYr" required rules={[zodRule(field.pblcnYr)]}>
        <InputNumber min={1900} max={maxPblcnYr()} precision={0} />
      </Form.Item>
      <Form.Item label={t('admCrrBook.isbn')} name="isbn" extra={t('admCrrBook.isbnHelp')} validateTrigger="onBlur" rules={[zodRule(field.isbn)]}>
        <Input maxLength={20} inputMode="numeric" autoComplete="off" spellCheck={false} />
      </Form.Item>
      <AdminImageField
        seqType="crrBook"
        label={t('admCrrBook.coverImage')}
        fileName="coverFileId"
        altName="coverAlt"
        altLabel={t('admCrrBook.coverAlt')}
        altMaxLength={L.coverAlt}
        saved={editing && { fileId: editing.coverFileId, path: editing.coverPath }}
      />
      <Form.Item label={t('admCrrBook.sumry')} name="sumry" rules={[zodRule(field.sumry)]}>
        <Input.TextArea rows={5} maxLength={L.sumry} showCount />
      </Form.Item>
      <Form.Item label={t('admCrrBook.relatedJobs')} name="relatedJobs" extra={t('admCrrBook.relatedJobsHelp')} rules={[zodRule(field.relatedJobs)]}>
        <Select mode="tags" open={false} suffixIcon={null} maxCount={L.jobs} tokenSeparators={[',']} />
      </Form.Item>
      <Form.Item label={t('admCrrBook.trgtSchlTypeCds')} name="trgtSchlTypeCds">
        <Checkbox.Group options={codeOptions(SCHL_TYPE)} />
      </Form.Item>
      <SortSeqField rules={[zodRule(field.sortSeq)]} />
      <YnSwitchField />
    </AdminFormPopup>
  );
}
