import { useTranslation } from '../../../lib/i18n';
import { useTchrDsgn } from '../api/cls-queries';
import { TchrDsgnForm } from '../components/tchr-dsgn-form';
import '../../../components/card-list/card-list.css';
import '../cls-catalogue';
import '../cls.css';

/**
 * /myPage/tchrDsgn (issue 18): the school's career teacher designates the homeroom teachers, the
 * reservation managers and the career teachers of the school year. Anyone else gets the server's
 * 403 message and the usual redirect (lib/api).
 */
export function TchrDsgnPage() {
  const { t } = useTranslation();
  const dsgn = useTchrDsgn();
  if (dsgn.isPending) return <p role="status">{t('cls.loading')}</p>;
  if (!dsgn.data) return <p role="alert">{t('cls.loadFailed')}</p>;
  return (
    <div className="cls">
      <p>{t('cls.tchrDsgn.intro', { schlYr: dsgn.data.schlYr })}</p>
      {/* a new answer (after a save) starts the form again from what the server holds */}
      <TchrDsgnForm key={dsgn.dataUpdatedAt} data={dsgn.data} />
    </div>
  );
}
