// The BlueExpress tariff (`#/blueexpress/tariff`, acts 65307 and 65308): a price per size and service, typed in the
// tariff's currency and saved at once; each changed price is logged. Read-only for those who may not set it.
import {
  canCall,
  EXPRESS_SERVICES,
  EXPRESS_SIZES,
  expressTariffAct,
  expressTariffSetAct,
  type Currency,
  type ExpressTariffRow,
} from '@bluemanager/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { useUser } from '../../session/session-context';
import { issueMessage } from '../../shared/form/act-form';
import { issueProps, FieldIssue } from '../../shared/form/FieldIssue';
import { useActForm } from '../../shared/form/use-act-form';
import { useMenuEntryAllowed } from '../../shared/RequireMenuEntry';
import { SectionPage } from '../../shared/SectionPage';
import { TitledCard } from '../../shared/TitledCard';
import { draftOf, tariffMapping, tariffParams, TARIFF_CELLS, type TariffDraft } from './tariff-form';

function TariffForm({ rows }: { rows: readonly ExpressTariffRow[] }) {
  const { t } = useTranslation();
  const act = useAct();
  const user = useUser();
  const queryClient = useQueryClient();
  const currency: Currency = rows[0]?.price.currency ?? 'CAD';
  const { form, showServerIssues } = useActForm<TariffDraft>(tariffMapping(currency), draftOf(rows));
  const editable = canCall(expressTariffSetAct, user);
  // Read while rendering: react-hook-form tracks only the form state a render reads.
  const dirty = form.formState.isDirty;
  const save = useMutation({
    mutationFn: (draft: TariffDraft) => act(expressTariffSetAct, tariffParams(draft, currency)),
    onSuccess: (result) => {
      toast.success(t('blueexpress.tariffPage.saved'));
      form.reset(draftOf(result.rows));
      void queryClient.invalidateQueries({ queryKey: ['blueexpress', 'tariff'] });
    },
    onError: (error, draft) => {
      showServerIssues(error, draft);
      toast.error(t('blueexpress.tariffPage.failed', { reason: error.message }));
    },
  });
  const submit = form.handleSubmit(
    (draft) => (dirty ? save.mutate(draft) : toast.info(t('blueexpress.tariffPage.unchanged'))),
    () => toast.error(t('blueexpress.create.checkFields')),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="tariff-form">
      <p className="small text-body-secondary">{t('blueexpress.tariffPage.help', { currency })}</p>
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <caption className="visually-hidden">{t('blueexpress.tariffPage.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('blueexpress.tariffPage.size')}</th>
              {EXPRESS_SERVICES.map((service) => (
                <th scope="col" key={service}>
                  {t(`blueexpress.services.${service}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {EXPRESS_SIZES.map((size) => (
              <tr key={size}>
                <th scope="row">{size}</th>
                {EXPRESS_SERVICES.map((service) => {
                  const index = TARIFF_CELLS.findIndex(
                    (cell) => cell.size === size && cell.service === service,
                  );
                  const id = `tariff-${size}-${service}`;
                  const message = issueMessage(form.formState.errors, `prices.${index}`, () =>
                    t('blueexpress.tariffPage.invalid'),
                  );
                  return (
                    <td key={service}>
                      <input
                        id={id}
                        {...issueProps(id, message)}
                        inputMode="decimal"
                        maxLength={12}
                        readOnly={!editable}
                        aria-label={t('blueexpress.tariffPage.amount', {
                          service: t(`blueexpress.services.${service}`),
                          size,
                        })}
                        {...form.register(`prices.${index}`)}
                      />
                      <FieldIssue id={`${id}-issue`} message={message} />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editable && (
        <button type="submit" className="btn btn-primary" disabled={save.isPending} data-testid="tariff-save">
          {save.isPending ? t('blueexpress.tariffPage.saving') : t('blueexpress.tariffPage.save')}
        </button>
      )}
    </form>
  );
}

export function ExpressTariffPage() {
  const { t } = useTranslation();
  const act = useAct();
  const allowed = useMenuEntryAllowed('blueexpress');
  const tariff = useQuery({
    queryKey: ['blueexpress', 'tariff'],
    queryFn: () => act(expressTariffAct, {}),
    enabled: allowed,
  });
  return (
    <SectionPage menuId="blueexpress" title={t('blueexpress.tariffPage.title')}>
      <Link to="/blueexpress" className="link-body-emphasis d-inline-flex align-items-center gap-1 mb-3">
        <ArrowLeft size={16} aria-hidden="true" />
        {t('blueexpress.detail.back')}
      </Link>
      <TitledCard title={t('blueexpress.tariffPage.caption')}>
        {tariff.isPending && <p role="status">{t('app.loading')}</p>}
        {tariff.isError && (
          <div className="alert alert-danger" role="alert">
            {tariff.error.message}
          </div>
        )}
        {tariff.data && <TariffForm rows={tariff.data.rows} />}
      </TitledCard>
    </SectionPage>
  );
}
