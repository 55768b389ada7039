import {
  BOARD_AUTHRT,
  BOARD_LIMITS as L,
  BOARD_SECTIONS,
  BOARD_TYPE,
  BOARD_WRITER_AUTHRTS,
  type TBoardItem,
  type TBoardSave,
  ZBoardSave,
} from '@portal/contract';
import { Checkbox, Form, Input, Select, Space } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { AdminFormPopup, FixedText, YnSwitchField, zodRule } from '../../../components/admin/crud';
import { codeOptions } from '../../../lib/code-options';
import { boardMngResource } from '../api/board-mng-resource';
import { BoardFileFields } from './board-file-fields';

const field = ZBoardSave.shape;

const initialValuesOf = (board: TBoardItem | null): TBoardSave => ({
  boardId: board?.boardId ?? '',
  boardNm: board?.boardNm ?? '',
  boardExpln: board?.boardExpln ?? '',
  boardTypeCd: board?.boardTypeCd ?? 'GENERAL',
  section: board?.section ?? 'cmnty',
  readAuthrt: board?.readAuthrt ?? ['GUEST', ...BOARD_WRITER_AUTHRTS],
  writeAuthrt: board?.writeAuthrt ?? [],
  cmntAuthrt: board?.cmntAuthrt ?? [],
  atchFileYn: board?.atchFileYn ?? 'N',
  atchFileCnt: board?.atchFileCnt ?? 1,
  atchFileSzMb: board?.atchFileSzMb ?? 100,
  atchFileExtns: board?.atchFileExtns ?? [],
  cmntYn: board?.cmntYn ?? 'N',
  likeYn: board?.likeYn ?? 'N',
  secretYn: board?.secretYn ?? 'N',
  noticeYn: board?.noticeYn ?? 'N',
  ctgrys: board?.ctgrys ?? [],
  useYn: board?.useYn ?? 'Y',
});

const writerOptions = BOARD_WRITER_AUTHRTS.map((code) => ({ value: code, label: BOARD_AUTHRT[code] }));

/**
 * Adds or edits one board. The id names the board's address, so it is fixed once created (the
 * server ignores a changed one); every field runs the contract's rule and the server checks again.
 */
export function BoardFormPopup({ board, onClose }: { board: TBoardItem | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TBoardSave>();
  const save = boardMngResource.useSave();
  const editing = board === 'new' ? null : board;

  return (
    <AdminFormPopup<TBoardSave>
      title={t(editing ? 'admBoard.editTitle' : 'admBoard.add')}
      form={form}
      name="board"
      wide
      onClose={onClose}
      saving={save.isPending}
      onSubmit={(values) => save.mutateAsync({ ...values, id: editing?.boardId })}
      initialValues={initialValuesOf(editing)}
    >
      <Form.Item
        label={t('admBoard.boardId')}
        name="boardId"
        required={!editing}
        extra={t(editing ? 'admBoard.boardIdFixed' : 'admBoard.boardIdHelp')}
        validateTrigger="onBlur"
        rules={editing ? [] : [zodRule(field.boardId)]}
      >
        {editing ? <FixedText /> : <Input maxLength={L.boardId} spellCheck={false} autoComplete="off" />}
      </Form.Item>
      <Form.Item label={t('admBoard.boardNm')} name="boardNm" required rules={[zodRule(field.boardNm)]}>
        <Input maxLength={L.boardNm} />
      </Form.Item>
      <Form.Item label={t('admBoard.boardExpln')} name="boardExpln" rules={[zodRule(field.boardExpln)]}>
        <Input.TextArea rows={2} maxLength={L.boardExpln} showCount />
      </Form.Item>
      <Space wrap align="start">
        <Form.Item label={t('admBoard.boardTypeCd')} name="boardTypeCd" required rules={[zodRule(field.boardTypeCd)]}>
          <Select options={codeOptions(BOARD_TYPE)} style={{ minWidth: 160 }} />
        </Form.Item>
        <Form.Item label={t('admBoard.section')} name="section" required extra={t('admBoard.sectionHelp')} rules={[zodRule(field.section)]}>
          <Select options={codeOptions(BOARD_SECTIONS)} style={{ minWidth: 160 }} />
        </Form.Item>
      </Space>
      <fieldset className="adm-board__group">
        <legend>{t('admBoard.rights')}</legend>
        <p className="adm-board__help">{t('admBoard.rightsHelp')}</p>
        <Form.Item label={t('admBoard.readAuthrt')} name="readAuthrt" rules={[zodRule(field.readAuthrt)]}>
          <Checkbox.Group options={codeOptions(BOARD_AUTHRT)} role="group" aria-label={t('admBoard.readAuthrt')} />
        </Form.Item>
        <Form.Item label={t('admBoard.writeAuthrt')} name="writeAuthrt" rules={[zodRule(field.writeAuthrt)]}>
          <Checkbox.Group options={writerOptions} role="group" aria-label={t('admBoard.writeAuthrt')} />
        </Form.Item>
        <Form.Item label={t('admBoard.cmntAuthrt')} name="cmntAuthrt" rules={[zodRule(field.cmntAuthrt)]}>
          <Checkbox.Group options={writerOptions} role="group" aria-label={t('admBoard.cmntAuthrt')} />
        </Form.Item>
      </fieldset>
      <BoardFileFields />
      <Space wrap size="large">
        <YnSwitchField name="cmntYn" label={t('admBoard.cmntYn')} />
        <YnSwitchField name="likeYn" label={t('admBoard.likeYn')} />
        <YnSwitchField name="secretYn" label={t('admBoard.secretYn')} />
        <YnSwitchField name="noticeYn" label={t('admBoard.noticeYn')} />
      </Space>
      <Form.Item label={t('admBoard.ctgrys')} name="ctgrys" extra={t('admBoard.ctgrysHelp')} rules={[zodRule(field.ctgrys)]}>
        <Select mode="tags" open={false} suffixIcon={null} maxCount={L.ctgrys} tokenSeparators={[',']} />
      </Form.Item>
      <YnSwitchField />
    </AdminFormPopup>
  );
}
