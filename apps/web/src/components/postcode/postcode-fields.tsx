import { useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { FormField, Input } from '../form';
import { loadDaumPostcode, type TDaumPostcode } from './daum-postcode';
import '../../lib/catalogues/join-catalogue';
import './postcode-fields.css';

/** The address fields of the form around (the join and my-info forms). */
type TAddressValues = { zip: string; addr: string; addrDtl: string };

/**
 * Postal code and address (spec §7): the postcode service, embedded in the page, fills the code
 * and the address; when it cannot load, both are typed by hand.
 */
export function PostcodeFields() {
  const { t } = useTranslation();
  const { register, setValue, setFocus } = useFormContext<TAddressValues>();
  const [postcode, setPostcode] = useState<TDaumPostcode | null>(null);
  const [manual, setManual] = useState(false);
  const [searching, setSearching] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let alive = true;
    loadDaumPostcode().then(
      (Postcode) => alive && setPostcode(() => Postcode),
      () => alive && setManual(true),
    );
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    if (!searching || !postcode || !panelRef.current) return;
    new postcode({
      width: '100%',
      height: '100%',
      oncomplete: (data) => {
        setValue('zip', data.zonecode, { shouldValidate: true, shouldDirty: true });
        setValue('addr', data.roadAddress || data.address, { shouldValidate: true, shouldDirty: true });
        setSearching(false);
        setFocus('addrDtl');
      },
    }).embed(panelRef.current);
  }, [searching, postcode, setValue, setFocus]);

  return (
    <fieldset className="postcode-fields">
      <legend className="form-label">{t('join.form.address')}</legend>
      <FormField label={t('join.form.zip')} name="zip">
        <div className="form-inline">
          <Input {...register('zip')} readOnly={!manual} inputMode="numeric" maxLength={5} autoComplete="postal-code" />
          {postcode && (
            <button type="button" className="btn btn--secondary" aria-expanded={searching} onClick={() => setSearching((open) => !open)}>
              {t(searching ? 'join.form.closeZip' : 'join.form.findZip')}
            </button>
          )}
        </div>
      </FormField>
      {searching && <div ref={panelRef} className="postcode-fields__window" role="region" aria-label={t('join.form.zipSearch')} />}
      <FormField label={t('join.form.addr')} name="addr">
        <Input {...register('addr')} readOnly={!manual} maxLength={200} autoComplete="address-line1" />
      </FormField>
      <FormField label={t('join.form.addrDtl')} name="addrDtl">
        <Input {...register('addrDtl')} maxLength={200} autoComplete="address-line2" />
      </FormField>
      {manual && (
        <p className="form-hint" role="status">
          {t('join.form.postcodeManual')}
        </p>
      )}
    </fieldset>
  );
}
