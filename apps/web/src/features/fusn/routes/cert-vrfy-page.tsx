import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { FormField, Input } from '../../../components/form';
import { isApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { useCertVerify } from '../api/atndc-queries';
import { dateTimeText, timeText, ymdText } from '../fusn-format';
import '../fusn-catalogue';
import '../fusn.css';

const CERT_NO = /^FUSN-\d{4}-[0-9A-Z]{8}$/;

/** The verification's answer: the certificate's masked facts, or that no certificate has the number. */
function CertResult({ certNo }: { certNo: string }) {
  const { t } = useTranslation();
  const query = useCertVerify(certNo);
  if (query.isPending) return <p role="status">{t('fusn.loading')}</p>;
  if (query.isError) {
    const unknown = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return (
      <p role="alert" className="fusn-verify fusn-verify--bad">
        {unknown ? t('fusn.certVrfy.invalid', { certNo }) : t('fusn.loadFailed')}
      </p>
    );
  }
  const cert = query.data;
  return (
    <section className="fusn-section" aria-labelledby="fusn-cert-result">
      <h2 id="fusn-cert-result">{t('fusn.certVrfy.resultTitle')}</h2>
      <p role="status" className="fusn-verify fusn-verify--ok">
        <strong>{t('fusn.certVrfy.valid')}</strong> {t('fusn.certVrfy.validText')}
      </p>
      <dl className="fusn-meta">
        <dt>{t('fusn.certVrfy.certNo')}</dt>
        <dd className="fusn-hash">{cert.certNo}</dd>
        <dt>{t('fusn.certVrfy.userNm')}</dt>
        <dd>{cert.userNmMasked}</dd>
        <dt>{t('fusn.field.prgrmNm')}</dt>
        <dd>{cert.prgrmNm}</dd>
        <dt>{t('fusn.field.sesn')}</dt>
        <dd>
          {ymdText(cert.sesnYmd)} {timeText(cert.bgngTm, cert.endTm)}
        </dd>
        <dt>{t('fusn.certVrfy.issuedAt')}</dt>
        <dd>{dateTimeText(cert.issuedAt)}</dd>
      </dl>
    </section>
  );
}

/**
 * /crrFusion/certVrfy/:certNo? (anyone, M0304 참가확인서 확인): the number printed on a participation
 * certificate (its QR code opens this page with it) is checked against the issued certificates.
 */
export function CertVrfyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const certNo = (useParams().certNo ?? '').trim().toUpperCase();
  const [typed, setTyped] = useState(certNo);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = typed.trim().toUpperCase();
    if (!value) return setError(t('fusn.certVrfy.required'));
    if (!CERT_NO.test(value)) return setError(t('fusn.certVrfy.format'));
    setError(undefined);
    void navigate(`/crrFusion/certVrfy/${encodeURIComponent(value)}`);
  };
  return (
    <div className="fusn fusn-cert">
      <p className="fusn-help">{t('fusn.certVrfy.intro')}</p>
      <form className="fusn-search" noValidate onSubmit={submit} role="search" aria-label={t('fusn.certVrfy.formLabel')}>
        <FormField label={t('fusn.certVrfy.certNo')} error={error} hint={t('fusn.certVrfy.hint')} required>
          <Input name="certNo" value={typed} maxLength={40} autoComplete="off" onChange={(event) => setTyped(event.target.value)} />
        </FormField>
        <button type="submit" className="btn btn--primary">
          {t('fusn.certVrfy.submit')}
        </button>
      </form>
      {certNo && <CertResult key={certNo} certNo={certNo} />}
    </div>
  );
}
