// The models list's columns, declared for the shared DataTable (the act returns every model at once: no server
// sort keys).
import { machineModeInfo } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../../shared/data-table/data-table-types';
import { familyName, modeName } from '../mode-label';
import { LayoutSummary } from './LayoutSummary';
import type { ModelItem } from './model-form';

export function modelColumns(t: TFunction, number: (value: number) => string): DataColumn<ModelItem>[] {
  return [
    {
      id: 'name',
      header: t('models.columns.name'),
      sortKey: 'name',
      hideable: false,
      csv: (model) => model.name,
      cell: (model) => (
        <span className="d-inline-flex flex-wrap align-items-center gap-2">
          <span className="fw-semibold" data-testid="model-name">
            {model.name}
          </span>
          {model.retired && (
            <span className="badge bg-secondary-subtle text-secondary-emphasis" data-testid="retired-badge">
              {t('models.retired')}
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'mode',
      header: t('models.columns.mode'),
      sortKey: 'mm',
      className: 'text-nowrap',
      csv: (model) => modeName(t, model.mm, machineModeInfo(model.mm)?.name ?? t('models.unknownMode')),
      cell: (model) => modeName(t, model.mm, machineModeInfo(model.mm)?.name ?? t('models.unknownMode')),
    },
    {
      id: 'family',
      header: t('models.columns.family'),
      csv: (model) => familyName(t, model.family),
      cell: (model) => familyName(t, model.family),
    },
    {
      id: 'compartments',
      header: t('models.columns.compartments'),
      className: 'text-end',
      csv: (model) => model.compartments,
      cell: (model) => number(model.compartments),
    },
    {
      id: 'layout',
      header: t('models.columns.layout'),
      cell: (model) => <LayoutSummary layout={model.layout} />,
    },
    {
      id: 'machines',
      header: t('models.columns.machines'),
      sortKey: 'machines',
      className: 'text-end',
      csv: (model) => model.machines,
      cell: (model) => number(model.machines),
    },
  ];
}
