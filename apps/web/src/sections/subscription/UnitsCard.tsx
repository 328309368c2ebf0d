// The Dashboard tab's unit management (acts 65503–65505): add a unit, rename one (its residents move with it),
// deactivate or reactivate it, each with its residents counted; the units residents give that are not listed yet
// can be added in one press. Active units are the ones billed.
import {
  addUnitAct,
  canCall,
  renameUnitAct,
  setUnitActiveAct,
  type ActResult,
  type subscriptionUnitsAct,
  type SubscriptionUnit,
} from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { useUser } from '../../session/session-context';
import { ScrollRegion } from '../../shared/ScrollRegion';
import { TitledCard } from '../../shared/TitledCard';
import { issueMessage, type ActFormMapping } from '../../shared/form/act-form';
import { FormField } from '../../shared/form/FormField';
import { useActForm } from '../../shared/form/use-act-form';
import { UnitNameDialog } from './UnitNameDialog';

type UnitsData = ActResult<typeof subscriptionUnitsAct>;

interface NameDraft {
  name: string;
}

function AddUnitForm({ buid }: { buid: number }) {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const mapping: ActFormMapping<NameDraft> = {
    schema: addUnitAct.params,
    paramsOf: (draft) => ({ buid, name: draft.name }),
    fieldOf: () => 'name',
  };
  const { form, showServerIssues } = useActForm<NameDraft>(mapping, { name: '' });
  const add = useMutation({
    mutationFn: (draft: NameDraft) => act(addUnitAct, { buid, name: draft.name }),
    onSuccess: (_result, draft) => {
      toast.success(t('subscription.units.added', { name: draft.name.trim() }));
      form.reset({ name: '' });
    },
    onError: (error, draft) => {
      showServerIssues(error, draft);
      toast.error(t('form.failed', { reason: error.message }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['subscription'] }),
  });
  const submit = form.handleSubmit((draft) => add.mutate(draft));
  return (
    <form
      className="d-flex flex-wrap align-items-start gap-2 mb-3"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <FormField
        id="unit-add-name"
        className="flex-grow-1"
        label={t('subscription.units.newName')}
        help={t('subscription.units.nameHelp')}
        input={{ maxLength: 20, autoComplete: 'off' }}
        registration={form.register('name')}
        message={issueMessage(form.formState.errors, 'name', () => t('subscription.units.invalidName'))}
      />
      <button
        type="submit"
        className="btn btn-primary d-inline-flex align-items-center gap-1 unit-add-button"
        disabled={add.isPending}
        data-testid="unit-add"
      >
        <Plus size={16} aria-hidden="true" />
        {t('subscription.units.add')}
      </button>
    </form>
  );
}

export function UnitsCard({ data }: { data: UnitsData }) {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState<SubscriptionUnit | undefined>();
  const buid = data.building.buid;
  const toggle = useMutation({
    mutationFn: (unit: SubscriptionUnit) => act(setUnitActiveAct, { id: unit.id, active: !unit.active }),
    onSuccess: (_result, unit) =>
      toast.success(
        t(unit.active ? 'subscription.units.deactivated' : 'subscription.units.reactivated', {
          name: unit.name,
        }),
      ),
    onError: (error) => toast.error(t('form.failed', { reason: error.message })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['subscription'] }),
  });
  const addNamed = useMutation({
    mutationFn: (name: string) => act(addUnitAct, { buid, name }),
    onSuccess: (_result, name) => toast.success(t('subscription.units.added', { name })),
    onError: (error) => toast.error(t('form.failed', { reason: error.message })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['subscription'] }),
  });
  const mayAdd = canCall(addUnitAct, user);
  const mayRename = canCall(renameUnitAct, user);
  const mayToggle = canCall(setUnitActiveAct, user);
  return (
    <TitledCard title={t('subscription.units.title')} testId="units-card">
      {mayAdd && <AddUnitForm buid={buid} />}
      {data.units.length === 0 ? (
        <p className="text-body-secondary">{t('subscription.units.none')}</p>
      ) : (
        <ScrollRegion label={t('subscription.units.title')}>
          <table className="table table-sm align-middle mb-0" data-testid="units-table">
            <thead>
              <tr>
                <th scope="col">{t('subscription.units.name')}</th>
                <th scope="col" className="text-end">
                  {t('subscription.units.members')}
                </th>
                <th scope="col">{t('subscription.units.state')}</th>
                {(mayRename || mayToggle) && (
                  <th scope="col" className="text-end">
                    {t('subscription.units.actions')}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {data.units.map((unit) => (
                <tr key={unit.id} data-testid="unit-row" data-unit={unit.name}>
                  <th scope="row" className="fw-semibold">
                    {unit.name}
                  </th>
                  <td className="text-end">{formatNumber(unit.members, i18n.language)}</td>
                  <td>
                    <span className={`badge ${unit.active ? 'text-bg-success' : 'text-bg-secondary'}`}>
                      {unit.active ? t('subscription.units.active') : t('subscription.units.inactive')}
                    </span>
                  </td>
                  {(mayRename || mayToggle) && (
                    <td className="text-end text-nowrap">
                      {mayRename && (
                        <button
                          type="button"
                          className="btn btn-link btn-sm"
                          onClick={() => setRenaming(unit)}
                          aria-label={t('subscription.units.renameUnit', { name: unit.name })}
                          data-testid="unit-rename"
                        >
                          {t('subscription.units.rename')}
                        </button>
                      )}
                      {mayToggle && (
                        <button
                          type="button"
                          className={`btn btn-sm ${unit.active ? 'btn-outline-danger' : 'btn-outline-success'}`}
                          disabled={toggle.isPending}
                          onClick={() => toggle.mutate(unit)}
                          data-testid="unit-toggle"
                        >
                          {unit.active
                            ? t('subscription.units.deactivate')
                            : t('subscription.units.reactivate')}
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {data.unlisted.length > 0 && (
        <div className="mt-3" data-testid="unlisted-units">
          <h3 className="h6 mb-1">{t('subscription.units.unlisted')}</h3>
          {mayAdd && <p className="small text-body-secondary mb-2">{t('subscription.units.unlistedHelp')}</p>}
          <ul className="list-inline mb-0">
            {data.unlisted.map((unit) => (
              <li key={unit.name} className="list-inline-item mb-1">
                {mayAdd ? (
                  <button
                    type="button"
                    className="btn btn-outline-primary btn-sm"
                    onClick={() => addNamed.mutate(unit.name)}
                    disabled={addNamed.isPending}
                    aria-label={t('subscription.units.addNamed', { name: unit.name })}
                  >
                    {unit.name} · {t('subscription.units.residents', { count: unit.members })}
                  </button>
                ) : (
                  <span className="badge text-bg-light border">
                    {unit.name} · {t('subscription.units.residents', { count: unit.members })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <UnitNameDialog unit={renaming} onClose={() => setRenaming(undefined)} />
    </TitledCard>
  );
}
