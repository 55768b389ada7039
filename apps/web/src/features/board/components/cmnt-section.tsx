import { BOARD_LIMITS, seoulDayOf, ZCmntSave, type TBoardInfo, type TCmnt, type TCmntSave } from '@portal/contract';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { Link, useLocation } from 'react-router';
import { applyFieldErrors, Form, FormField, Textarea, zodResolver } from '../../../components/form';
import { showConfirm } from '../../../components/modal/modal-store';
import { Pagination } from '../../../components/pagination';
import { isApiError } from '../../../lib/api';
import { loginPathFor } from '../../../lib/login-path';
import { useDeleteCmnt } from '../api/delete-cmnt';
import { useCmntList } from '../api/get-cmnt-list';
import { useCreateCmnt } from '../api/save-cmnt';
import { useViewer } from '../../../lib/login-user/use-viewer';

const PAGE_SIZE = 10;

function CmntForm({ boardId, postId, onAdded }: { boardId: string; postId: number; onAdded: () => void }) {
  const { t } = useTranslation();
  const form = useForm<TCmntSave>({
    mode: 'onBlur',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    resolver: zodResolver(ZCmntSave),
    defaultValues: { cmntCn: '' },
  });
  const create = useCreateCmnt(boardId, postId);
  const onSubmit = async (values: TCmntSave) => {
    const saved = await create.mutateAsync(values).catch((error: unknown) => {
      // the message was shown by the API client; its field errors go under the field
      if (isApiError(error)) applyFieldErrors(form.setError, error.data?.fieldErrors);
    });
    if (!saved) return;
    form.reset({ cmntCn: '' });
    onAdded();
  };
  return (
    <Form form={form} onSubmit={onSubmit} className="board-cmnt__form">
      <FormField name="cmntCn" label={t('board.cmnt.label')}>
        <Textarea rows={3} maxLength={BOARD_LIMITS.cmntCn} {...form.register('cmntCn')} />
      </FormField>
      <button type="submit" className="btn btn--primary" disabled={create.isPending}>
        {t('board.cmnt.submit')}
      </button>
    </Form>
  );
}

function CmntItem({ cmnt, onDelete, busy }: { cmnt: TCmnt; onDelete: (cmnt: TCmnt) => void; busy: boolean }) {
  const { t } = useTranslation();
  const textId = useId();
  return (
    <li className="board-cmnt__item">
      <p className="board-cmnt__meta">
        <strong>{cmnt.wrtrNm}</strong> <span>{seoulDayOf(cmnt.regDt)}</span>
      </p>
      <p id={textId} className="board-cmnt__text">
        {cmnt.cmntCn}
      </p>
      {cmnt.mineYn === 'Y' && (
        <button type="button" className="board-cmnt__delete" aria-describedby={textId} disabled={busy} onClick={() => onDelete(cmnt)}>
          {t('board.cmnt.delete')}
        </button>
      )}
    </li>
  );
}

/** A post's comments, 10 a page oldest first, the form for members with the right, and deleting one's own. */
export function CmntSection({ board, postId }: { board: TBoardInfo; postId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { pathname } = useLocation();
  const viewer = useViewer();
  const [page, setPage] = useState(1);
  const list = useCmntList(board.boardId, postId, page);
  const remove = useDeleteCmnt(board.boardId, postId);
  const pagination = list.data?.pagination;

  const onDelete = async (cmnt: TCmnt) => {
    if (!(await showConfirm(t('common.confirm.delete')))) return;
    const deleted = await remove.mutateAsync(cmnt.cmntId).catch(() => undefined);
    if (!deleted) return;
    // the last comment of a later page gone: show the page before
    if (list.data?.list.length === 1 && page > 1) setPage(page - 1);
    // its button is gone with it: the keyboard goes on from the section's heading (KWCAG 2.4.3)
    headingRef.current?.focus();
  };

  return (
    <section className="board-cmnt" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="board-view__subtitle">
        {t('board.cmnt.title')} <span className="board-cmnt__count">{pagination?.countItem ?? 0}</span>
      </h2>
      {board.canCmnt && (
        // a new comment is the last one: show the page it lands on
        <CmntForm boardId={board.boardId} postId={postId} onAdded={() => setPage(Math.ceil(((pagination?.countItem ?? 0) + 1) / PAGE_SIZE))} />
      )}
      {!board.canCmnt && !viewer && (
        <p className="board-cmnt__login">
          {t('board.cmnt.loginNeeded')} <Link to={loginPathFor(pathname)}>{t('board.cmnt.login')}</Link>
        </p>
      )}
      {list.data && list.data.list.length === 0 && <p className="board-cmnt__empty">{t('board.cmnt.empty')}</p>}
      {list.data && list.data.list.length > 0 && (
        <>
          <ul className="board-cmnt__list">
            {list.data.list.map((cmnt) => (
              <CmntItem key={cmnt.cmntId} cmnt={cmnt} busy={remove.isPending} onDelete={(c) => void onDelete(c)} />
            ))}
          </ul>
          {list.data.pagination.countPage > 1 && <Pagination pagination={list.data.pagination} onChange={setPage} />}
        </>
      )}
    </section>
  );
}
