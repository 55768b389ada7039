import { formatSeoulDateTime, type TCrrSpcltStudents } from '@portal/contract';
import '../../../components/list-table/list-table.css';
import { useTranslation } from '../../../lib/i18n';
import { ByteCountText } from './byte-count';

type TStudentTableProps = {
  data: TCrrSpcltStudents;
  userId: string;
  onPick: (userId: string) => void;
};

/** The class's students by number with their draft's state and byte count; a press opens one. */
export function StudentTable({ data, userId, onPick }: TStudentTableProps) {
  const { t } = useTranslation();
  if (data.list.length === 0) return <p className="spclt-hint">{t('crrSpclt.students.empty')}</p>;
  return (
    <table className="list-table spclt-table">
      <caption className="sr-only">{t('crrSpclt.students.caption', { grd: data.cls.grd, clsNo: data.cls.clsNo })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('crrSpclt.students.stdntNo')}</th>
          <th scope="col">{t('crrSpclt.students.userNm')}</th>
          <th scope="col">{t('crrSpclt.students.state')}</th>
          <th scope="col">{t('crrSpclt.students.bytes')}</th>
        </tr>
      </thead>
      <tbody>
        {data.list.map((student) => (
          <tr key={student.userId} className={student.userId === userId ? 'spclt-table__current' : undefined}>
            <td data-label={t('crrSpclt.students.stdntNo')}>{student.stdntNo ?? '-'}</td>
            <td className="list-table__main">
              <button type="button" className="spclt-table__pick" aria-pressed={student.userId === userId} onClick={() => onPick(student.userId)}>
                {student.userNm}
              </button>
            </td>
            <td data-label={t('crrSpclt.students.state')}>
              {student.updatedAt ? t('crrSpclt.students.saved', { at: formatSeoulDateTime(student.updatedAt).slice(0, 16) }) : t('crrSpclt.students.none')}
            </td>
            <td data-label={t('crrSpclt.students.bytes')}>
              <ByteCountText bytes={student.byteLength} maxByte={data.maxByte} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
