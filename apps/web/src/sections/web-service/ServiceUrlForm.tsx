// One service URL (act 60101) on react-hook-form with the act's own schema: its name, what it is for, the address
// and Save, which stays off until the address changed.
import { saveServiceUrlAct, type ActParams, type ServiceUrlKey } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { useDialogSave } from '../../shared/dialog/use-dialog-save';
import { issueMessage, type ActFormMapping } from '../../shared/form/act-form';
import { FormField } from '../../shared/form/FormField';
import { useActForm } from '../../shared/form/use-act-form';

type UrlForm = ActParams<typeof saveServiceUrlAct>;

const MAPPING: ActFormMapping<UrlForm> = { schema: saveServiceUrlAct.params, paramsOf: (values) => values };

export function ServiceUrlForm({
  urlKey,
  url,
  editable,
}: {
  urlKey: ServiceUrlKey;
  url: string;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const act = useAct();
  const actForm = useActForm<UrlForm>(MAPPING, { key: urlKey, url });
  const { form } = actForm;
  const { submit, pending } = useDialogSave({
    actForm,
    save: (values: UrlForm) => act(saveServiceUrlAct, values),
    savedText: () => t('webService.saved', { name: t(`webService.keys.${urlKey}.name`) }),
    refresh: [['service-urls']],
    onSaved: (saved) => form.reset({ key: saved.key, url: saved.url }),
  });
  const id = `service-url-${urlKey}`;
  return (
    <form onSubmit={submit} noValidate className="list-group-item" data-testid={id}>
      <div className="row g-2 align-items-end">
        <div className="col-12 col-lg">
          <FormField
            id={id}
            className=""
            label={t(`webService.keys.${urlKey}.name`)}
            help={t(`webService.keys.${urlKey}.help`)}
            input={{ maxLength: 500, autoComplete: 'off' }}
            registration={form.register('url')}
            message={issueMessage(form.formState.errors, 'url', () => t('webService.invalid'))}
          />
        </div>
        {editable && (
          <div className="col-12 col-lg-auto pb-lg-4">
            <button
              type="submit"
              className="btn btn-primary btn-sm"
              disabled={pending || !form.formState.isDirty}
            >
              {t('webService.save')}
            </button>
          </div>
        )}
      </div>
    </form>
  );
}
