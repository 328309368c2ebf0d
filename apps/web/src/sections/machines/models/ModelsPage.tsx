// Models (menu entry 'machines-models', `#/machines/models`): the machine models a new machine is created from
// (act 52020), with their compact layouts. System admins of the operator (FLEET_ADMIN_ROLES; a business partner
// is not one) create (52021), edit (52022) and retire (52023) them; anyone else the menu lets in only reads.
import { FLEET_ADMIN_ROLES, machineModelsAct, rolesAllow } from '@bluemanager/protocol';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Archive, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../../api/use-act';
import { currentLanguage } from '../../../i18n/i18n';
import { useUser } from '../../../session/session-context';
import { DataTable } from '../../../shared/data-table/DataTable';
import { SectionPage } from '../../../shared/SectionPage';
import { modelColumns } from './model-columns';
import type { ModelItem } from './model-form';
import { ModelDialog, type ModelDialogTarget } from './ModelDialog';
import { RetireModelDialog } from './RetireModelDialog';

function ModelList() {
  const { t } = useTranslation();
  const act = useAct();
  const user = useUser();
  const canWrite = rolesAllow(FLEET_ADMIN_ROLES, user);
  const [includeRetired, setIncludeRetired] = useState(false);
  const [editing, setEditing] = useState<ModelDialogTarget | undefined>();
  const [retiring, setRetiring] = useState<ModelItem | undefined>();
  const models = useQuery({
    queryKey: ['models', includeRetired],
    queryFn: () => act(machineModelsAct, { retired: includeRetired }),
    placeholderData: keepPreviousData,
  });
  const number = (value: number) => new Intl.NumberFormat(currentLanguage()).format(value);
  const rows = models.data;
  const total = rows?.length ?? 0;
  const rowActions = (model: ModelItem) =>
    model.retired ? null : (
      <span className="d-inline-flex gap-1">
        <button
          type="button"
          className="btn btn-link btn-sm text-body"
          aria-label={t('models.editModel', { name: model.name })}
          title={t('models.edit')}
          onClick={() => setEditing({ kind: 'edit', model })}
          data-testid="edit-model"
        >
          <Pencil size={16} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="btn btn-link btn-sm text-body"
          aria-label={t('models.retireModel', { name: model.name })}
          title={t('models.retire')}
          onClick={() => setRetiring(model)}
          data-testid="retire-model"
        >
          <Archive size={16} aria-hidden="true" />
        </button>
      </span>
    );
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <p className="text-body-secondary mb-0 me-auto">{t('models.intro')}</p>
        <div className="form-check form-switch mb-0">
          <input
            id="models-include-retired"
            type="checkbox"
            role="switch"
            className="form-check-input"
            checked={includeRetired}
            onChange={(event) => setIncludeRetired(event.target.checked)}
          />
          <label className="form-check-label" htmlFor="models-include-retired">
            {t('models.includeRetired')}
          </label>
        </div>
        {canWrite && (
          <button
            type="button"
            className="btn btn-primary btn-sm d-inline-flex align-items-center gap-1"
            onClick={() => setEditing({ kind: 'create' })}
            data-testid="create-model"
          >
            <Plus size={16} aria-hidden="true" />
            {t('models.create')}
          </button>
        )}
      </div>
      <div className="card">
        {models.isError && (
          <div className="alert alert-danger m-3" role="alert">
            {models.error.message}
          </div>
        )}
        <DataTable
          testId="model-table"
          caption={t('models.caption')}
          columns={modelColumns(t, number)}
          rows={models.isError ? [] : rows}
          rowKey={(model) => model.id}
          rowLabel={(model) => model.name}
          loading={models.isFetching}
          emptyText={t('models.empty')}
          page={{ offset: 0, pageSize: Math.max(total, 1), total }}
          onPage={() => undefined}
          rowActions={canWrite ? rowActions : undefined}
        />
      </div>
      {canWrite && (
        <>
          <ModelDialog target={editing} onClose={() => setEditing(undefined)} />
          <RetireModelDialog model={retiring} onClose={() => setRetiring(undefined)} />
        </>
      )}
    </>
  );
}

export function ModelsPage() {
  const { t } = useTranslation();
  return (
    <SectionPage menuId="machines-models" title={t('models.title')}>
      <ModelList />
    </SectionPage>
  );
}
