import type { TSchoolSearchItem } from '@portal/contract';
import { useRef, useState } from 'react';
import { FormField, Input } from '../../../components/form';
import { showAlert, showConfirm } from '../../../components/modal/modal-store';
import { SchoolSearchDialog } from '../../../components/school-picker/school-search-dialog';
import { useTranslation } from '../../../lib/i18n';
import { useRequestSchool } from '../api/cls-queries';

/**
 * A teacher without an approved school asks to join one (issue 18): the school is picked in the
 * join's school search (its NEIS code goes to the server); asking again replaces the request.
 */
export function SchlJoinRequest({ again }: { again: boolean }) {
  const { t } = useTranslation();
  const [school, setSchool] = useState<TSchoolSearchItem | null>(null);
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<string>();
  const request = useRequestSchool();
  const schoolRef = useRef<HTMLInputElement>(null);

  const pick = (picked: TSchoolSearchItem) => {
    setSchool(picked);
    setError(undefined);
    setSearching(false);
  };

  async function onRequest() {
    if (!school) {
      setError(t('cls.schlInfo.schoolRequired'));
      schoolRef.current?.focus();
      return;
    }
    if (!(await showConfirm(t('cls.schlInfo.confirmRequest', { schlNm: school.schlNm })))) return;
    try {
      await request.mutateAsync(school.schlCd);
    } catch {
      return; // the API client has shown the server's message
    }
    setSchool(null);
    await showAlert(t('cls.schlInfo.requested'));
  }

  return (
    <section className="cls__box" aria-labelledby="schl-request-title">
      <h2 id="schl-request-title" className="cls__title">
        {t(again ? 'cls.schlInfo.reRequestTitle' : 'cls.schlInfo.requestTitle')}
      </h2>
      <FormField label={t('cls.schlInfo.school')} required error={error}>
        <div className="form-inline">
          <Input
            ref={schoolRef}
            value={school ? `${school.schlNm}${school.addr ? ` (${school.addr})` : ''}` : ''}
            placeholder={t('cls.schlInfo.schoolEmpty')}
            readOnly
            onClick={() => setSearching(true)}
          />
          <button type="button" className="btn btn--secondary" aria-haspopup="dialog" onClick={() => setSearching(true)}>
            {t('cls.schlInfo.find')}
          </button>
        </div>
      </FormField>
      <div className="cls__actions">
        <button type="button" className="btn btn--primary" disabled={request.isPending} onClick={() => void onRequest()}>
          {t('cls.schlInfo.request')}
        </button>
      </div>
      {searching && <SchoolSearchDialog onPick={pick} onClose={() => setSearching(false)} />}
    </section>
  );
}
