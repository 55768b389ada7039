import type { TRevwMine, TRevwSave } from '@portal/contract';
import { useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { showConfirm } from '../modal/modal-store';
import { Pagination } from '../pagination';
import { useTranslation } from '../../lib/i18n';
import { loginPathFor } from '../../lib/login-path';
import { useViewer } from '../../lib/login-user/use-viewer';
import { useAfterRender } from '../../lib/use-after-render';
import { useCreateRevw, useDeleteRevw, useRevwPage, useUpdateRevw, type TRevwTrgt } from './revw-api';
import { avgText } from './revw-format';
import { RevwForm } from './revw-form';
import { RevwItem } from './revw-item';
import './revw-catalogue';
import './revw.css';

export type TRevwSectionProps = TRevwTrgt;

/** My own review, with its edit (the form in its place) and delete (after a confirmation). */
function MyRevw({ trgt, revw, onDeleted }: { trgt: TRevwTrgt; revw: TRevwMine; onDeleted: () => void }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const update = useUpdateRevw(trgt);
  const remove = useDeleteRevw(trgt);
  const editRef = useRef<HTMLButtonElement>(null);
  const afterRender = useAfterRender();
  const backToEdit = () => {
    setEditing(false);
    afterRender(() => editRef.current?.focus());
  };

  // the server's answer ('후기를 수정했습니다.') is shown by the API client
  const onSave = async (body: TRevwSave) => {
    await update.mutateAsync({ revwId: revw.revwId, body });
    backToEdit();
  };
  const onDelete = async () => {
    if (!(await showConfirm(t('common.confirm.delete')))) return;
    const deleted = await remove.mutateAsync(revw.revwId).then(
      () => true,
      () => false,
    );
    if (deleted) onDeleted();
  };

  if (editing) {
    return <RevwForm initial={{ rtng: revw.rtng, revwCn: revw.revwCn }} pending={update.isPending} onSave={onSave} onCancel={backToEdit} />;
  }
  return (
    <div className="revw-mine">
      <p className="revw-mine__title">{t('revw.mine')}</p>
      <RevwItem revw={revw} as="div">
        {revw.hideYn === 'Y' && (
          <p className="revw-mine__hidden">
            {t('revw.hidden')}
            {revw.hideRsn && ` ${t('revw.hideRsn', { hideRsn: revw.hideRsn })}`}
          </p>
        )}
        <p className="revw-mine__actions">
          <button ref={editRef} type="button" className="btn btn--secondary revw-mine__btn" aria-label={t('revw.editLabel')} onClick={() => setEditing(true)}>
            {t('revw.edit')}
          </button>
          <button
            type="button"
            className="btn btn--secondary revw-mine__btn"
            aria-label={t('revw.deleteLabel')}
            disabled={remove.isPending}
            onClick={() => void onDelete()}
          >
            {t('revw.delete')}
          </button>
        </p>
      </RevwItem>
    </div>
  );
}

/**
 * 후기: the average (in words, not stars alone), 10 visible reviews a page, the write form for a
 * member who may write, my review with edit and delete, and the login link for a guest. Shared by
 * the content page (trgtSeCd CONTS) and the fusion program page (PRGRM). The server's answers to a
 * save ('후기를 등록했습니다. 포인트 10점이 적립되었습니다.'), and its refusals (a prohibited word,
 * a second review), are shown by the API client's dialog; field errors go under the fields.
 */
export function RevwSection({ trgtSeCd, trgtId }: TRevwSectionProps) {
  const { t } = useTranslation();
  const trgt = { trgtSeCd, trgtId };
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { pathname, search } = useLocation();
  const viewer = useViewer();
  const [page, setPage] = useState(1);
  const revws = useRevwPage(trgt, page);
  const create = useCreateRevw(trgt);
  const data = revws.data;
  const [earned, setEarned] = useState(0);

  const onCreate = async (body: TRevwSave) => {
    const saved = await create.mutateAsync(body);
    setEarned(saved.pointEarned);
    setPage(1);
    headingRef.current?.focus();
  };
  const cantWrite = viewer && data && data.canWrite === 'N' && !data.myRevw && data.cantWriteRsn !== 'LOGIN' ? data.cantWriteMsg : null;

  return (
    <section className="revw" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="revw__title">
        {t('revw.title')}
      </h2>
      {revws.isError && <p className="revw__empty">{t('revw.loadFailed')}</p>}
      {data && (
        <p className="revw__avg">
          {data.revwCnt > 0 ? (
            <>
              <strong>{t('revw.avg', { avg: avgText(data.avgRtng) })}</strong>
              <span className="revw__count">{t('revw.count', { count: data.revwCnt })}</span>
            </>
          ) : (
            t('revw.noAvg')
          )}
        </p>
      )}
      <p role="status" className="revw__status">
        {earned > 0 ? t('revw.pointEarned', { point: earned }) : ''}
      </p>
      {!viewer && (
        <p className="revw__login">
          {t('revw.login')} <Link to={loginPathFor(pathname + search)}>{t('revw.loginLink')}</Link>
        </p>
      )}
      {data?.myRevw && (
        <MyRevw
          key={data.myRevw.revwId}
          trgt={trgt}
          revw={data.myRevw}
          onDeleted={() => {
            setEarned(0);
            headingRef.current?.focus();
          }}
        />
      )}
      {viewer && data?.canWrite === 'Y' && !data.myRevw && <RevwForm pending={create.isPending} onSave={onCreate} />}
      {cantWrite && <p className="revw__login">{cantWrite}</p>}
      {data && data.list.length === 0 && <p className="revw__empty">{t('revw.empty')}</p>}
      {data && data.list.length > 0 && (
        <>
          <ul className="revw__list" aria-label={t('revw.listCaption')}>
            {data.list.map((revw) => (
              <RevwItem key={revw.revwId} revw={revw} />
            ))}
          </ul>
          {data.pagination.countPage > 1 && <Pagination pagination={data.pagination} onChange={setPage} />}
        </>
      )}
    </section>
  );
}
