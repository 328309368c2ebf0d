// Models (menu entry 'machines-models', `#/machines/models`): the machine models a new machine is created from
// (act 52020), with their compact layouts, on the shared list page. System admins of the operator
// (canCall: a business partner is not one) create (52021), edit (52022) and retire (52023) them from the
// row menu; anyone else the menu lets in only reads.
import { canCall, MODEL_SORTS, machineModelCreateAct, machineModelsAct } from '@bluemanager/protocol';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../../api/use-act';
import { formatNumber } from '../../../format/numbers';
import { useUser } from '../../../session/session-context';
import type { FilterValues } from '../../../shared/data-table/data-table-types';
import { ListPage } from '../../../shared/list-page/ListPage';
import { queryViewAddress, type ListView } from '../../../shared/list-page/list-view';
import { RowMenu } from '../../../shared/list-page/RowMenu';
import { useActList } from '../../../shared/list-page/use-act-list';
import { SectionPage } from '../../../shared/SectionPage';
import { modelColumns } from './model-columns';
import type { ModelItem } from './model-form';
import { ModelDialog, type ModelDialogTarget } from './ModelDialog';
import { RetireModelDialog } from './RetireModelDialog';

const PAGE_SIZE = 25;

interface ModelFilters {
  [key: string]: boolean;
  retired: boolean;
}

const EMPTY_FILTERS: ModelFilters = { retired: false };
const DEFAULT_VIEW: ListView<ModelFilters> = {
  filters: EMPTY_FILTERS,
  sort: { key: 'name', dir: 'asc' },
  offset: 0,
};
const readFilters = (values: FilterValues): ModelFilters => ({ retired: values.retired === true });
const ADDRESS = queryViewAddress({ path: '/machines/models', view: DEFAULT_VIEW, readFilters });

const requestOf = (view: ListView<ModelFilters>) => ({
  retired: view.filters.retired,
  sort: MODEL_SORTS.find((sort) => sort === view.sort.key) ?? 'name',
  dir: view.sort.dir,
});

function ModelList() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const canWrite = canCall(machineModelCreateAct, user);
  const [editing, setEditing] = useState<ModelDialogTarget | undefined>();
  const [retiring, setRetiring] = useState<ModelItem | undefined>();
  const number = (value: number) => formatNumber(value, i18n.language);
  const columns = modelColumns(t, number);
  const { view, show, list, exporter } = useActList({
    address: ADDRESS,
    defaultView: DEFAULT_VIEW,
    queryKey: ['models'],
    exportName: 'models',
    columns,
    pageSize: PAGE_SIZE,
    load: (view, offset, count) => act(machineModelsAct, { ...requestOf(view), offset, count }),
  });
  const total = list.data?.total ?? 0;
  const rowActions = (model: ModelItem) =>
    model.retired ? null : (
      <RowMenu
        label={t('models.actionsFor', { name: model.name })}
        items={[
          { id: 'edit', label: t('models.edit'), onSelect: () => setEditing({ kind: 'edit', model }) },
          { id: 'retire', label: t('models.retire'), onSelect: () => setRetiring(model), danger: true },
        ]}
      />
    );
  return (
    <>
      <p className="text-body-secondary">{t('models.intro')}</p>
      <ListPage
        id="model"
        caption={t('models.caption')}
        columns={columns}
        filterFields={[{ id: 'retired', label: t('models.includeRetired'), kind: 'checkbox' }]}
        view={view}
        onView={show}
        emptyFilters={EMPTY_FILTERS}
        nextFilters={(_current, values) => readFilters(values)}
        list={list}
        pageSize={PAGE_SIZE}
        rowKey={(model) => model.id}
        rowLabel={(model) => model.name}
        emptyText={t('models.empty')}
        totalText={t('models.total', { count: total, total: number(total) })}
        exporter={exporter}
        rowActions={canWrite ? rowActions : undefined}
        toolbar={
          canWrite && (
            <button
              type="button"
              className="btn btn-primary btn-sm d-inline-flex align-items-center gap-1"
              onClick={() => setEditing({ kind: 'create' })}
              data-testid="create-model"
            >
              <Plus size={16} aria-hidden="true" />
              {t('models.create')}
            </button>
          )
        }
      />
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
