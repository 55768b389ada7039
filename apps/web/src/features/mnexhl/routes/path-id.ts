import { Link } from 'react-router';

/** A positive integer of the page path, or undefined. */
export function pathId(value: string | undefined): number | undefined {
  return value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : undefined;
}

/** A hall that is switched off, removed or never was: the way back to the list. */
export function HallNotFound() {
  return (
    <div className="mnexhl">
      <h1 className="page-title">주제관을 찾을 수 없습니다</h1>
      <p className="mnexhl__lead">운영하지 않거나 삭제된 주제관입니다.</p>
      <p className="mnexhl__back">
        <Link to="/eduIntdcn/mnexhlIntdcn">주제관 소개 목록으로</Link>
      </p>
    </div>
  );
}
