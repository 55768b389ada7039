import { PORTFLO_LIMITS as L, PORTFLO_SECTIONS, type TPortfloSection, type TPortfloSettings } from '@portal/contract';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyFieldErrors, CheckboxGroup, Form, FormField, Textarea, zodResolver } from '../../../components/form';
import { showAlert } from '../../../components/modal/modal-store';
import { isApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { useSavePortfloSettings } from '../api/save-portflo-settings';

const SECTIONS = Object.keys(PORTFLO_SECTIONS) as TPortfloSection[];
const SECTION_OPTIONS = SECTIONS.map((code) => ({ key: code, value: code, label: PORTFLO_SECTIONS[code] }));

/** The form holds the sections shown (checked); the server keeps the hidden ones. */
const ZSettingsForm = z.object({
  slfIntrcn: z.string().max(L.slfIntrcn),
  goal: z.string().max(L.goal),
  shownSections: z.array(z.string()),
});
type TSettingsForm = z.infer<typeof ZSettingsForm>;

const formOf = (settings: TPortfloSettings): TSettingsForm => ({
  slfIntrcn: settings.slfIntrcn ?? '',
  goal: settings.goal ?? '',
  shownSections: SECTIONS.filter((code) => !settings.hiddenSections.includes(code)),
});

/**
 * The student's own portfolio settings (issue 18): the self-introduction, the goals and the sections
 * other readers see (a teacher, an administrator). The server applies the same rules and the
 * prohibited-word check; its field errors come back under the fields.
 */
export function PortfloSettings({ settings }: { settings: TPortfloSettings }) {
  const { t } = useTranslation();
  const save = useSavePortfloSettings();
  const form = useForm<TSettingsForm>({ mode: 'onBlur', shouldFocusError: false, resolver: zodResolver(ZSettingsForm), defaultValues: formOf(settings) });

  const onSubmit = async (values: TSettingsForm) => {
    const hiddenSections = SECTIONS.filter((code) => !values.shownSections.includes(code));
    try {
      const saved = await save.mutateAsync({ slfIntrcn: values.slfIntrcn, goal: values.goal, hiddenSections });
      form.reset(formOf(saved));
    } catch (error) {
      // the API client has shown the server's message; its field errors go under the fields
      if (isApiError(error)) applyFieldErrors(form.setError, error.data?.fieldErrors);
      return;
    }
    await showAlert(t('portflo.settings.saved'));
  };

  return (
    <section className="portflo-settings no-print" aria-labelledby="portflo-settings-title">
      <h2 id="portflo-settings-title" className="portflo-section__title">
        {t('portflo.settings.title')}
      </h2>
      <Form form={form} onSubmit={onSubmit} className="portflo-settings__form">
        <FormField name="slfIntrcn" label={t('portflo.settings.slfIntrcn')} hint={t('portflo.settings.maxHint', { max: L.slfIntrcn })}>
          <Textarea rows={5} maxLength={L.slfIntrcn} {...form.register('slfIntrcn')} />
        </FormField>
        <FormField name="goal" label={t('portflo.settings.goal')} hint={t('portflo.settings.maxHint', { max: L.goal })}>
          <Textarea rows={4} maxLength={L.goal} {...form.register('goal')} />
        </FormField>
        <Controller
          name="shownSections"
          control={form.control}
          render={({ field }) => (
            <CheckboxGroup
              legend={t('portflo.settings.sections')}
              hint={t('portflo.settings.sectionsHint')}
              name={field.name}
              ref={field.ref}
              options={SECTION_OPTIONS}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <div className="portflo-settings__actions">
          <button type="submit" className="btn btn--primary" disabled={save.isPending}>
            {t('portflo.settings.save')}
          </button>
        </div>
      </Form>
    </section>
  );
}
