// Compartments (menu entry 'compartments', role 11): the compartments of the metro staff's lockers (act 52030),
// filtered on the server by building, locker, spec §4's size filter, category and state, and paged there. The
// server also lets system admins call the act; the page follows the menu, which shows the entry to level 11 only.
import { compartmentListAct } from '@bluemanager/protocol';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActError } from '../../api/act-error';
import { useAct } from '../../api/use-act';
import { formatCount } from '../../format/numbers';
import { currentLanguage } from '../../i18n/i18n';
import { DataTable } from '../../shared/data-table/DataTable';
import type { FilterValues } from '../../shared/data-table/data-table-types';
import { FilterBar } from '../../shared/data-table/FilterBar';
import { SectionPage } from '../../shared/SectionPage';
import { compartmentColumns, type CompartmentRow } from './compartment-columns';
import { compartmentFilterFields } from './compartment-filter-fields';
import {
  compartmentParams,
  EMPTY_FILTERS,
  nextFilters,
  sizeProblem,
  type CompartmentFilters,
} from './compartment-filters';
import { useCompartmentOptions } from './use-compartment-options';
import { useCompartmentWords } from './use-compartment-words';

const PAGE_SIZE = 25;

function CompartmentList() {
  const { t } = useTranslation();
  const act = useAct();
  const words = useCompartmentWords();
  const [filters, setFilters] = useState<CompartmentFilters>(EMPTY_FILTERS);
  const [offset, setOffset] = useState(0);
  const valid = sizeProblem(filters) === undefined;
  const params = { ...compartmentParams(filters), offset, count: PAGE_SIZE };
  const list = useQuery({
    queryKey: ['compartments', 'list', params],
    queryFn: () => act(compartmentListAct, params),
    enabled: valid,
    placeholderData: keepPreviousData,
    // A refusal (a building out of scope) will not change on retry; only the network might.
    retry: (count, error) => count < 2 && error instanceof ActError && error.code === 'NETWORK',
  });
  const { buildingOptions, lockerOptions } = useCompartmentOptions(filters.buid);
  const apply = (values: FilterValues) => {
    setFilters(nextFilters(filters, values));
    setOffset(0);
  };
  const onlyLocker = (row: CompartmentRow) => {
    // Set together: through `apply`, a new building would empty the locker chosen with it.
    setFilters({ ...filters, buid: String(row.buid), uuid: row.muuid });
    setOffset(0);
  };
  const total = valid ? (list.data?.total ?? 0) : 0;
  return (
    <>
      <p className="text-body-secondary" data-testid="compartment-total">
        {t('compartments.total', { count: formatCount(total, currentLanguage()) })}
      </p>
      <div className="card">
        <FilterBar
          idPrefix="compartment-filter"
          fields={compartmentFilterFields(t, filters, buildingOptions, lockerOptions)}
          values={filters}
          onApply={apply}
          onReset={() => apply(EMPTY_FILTERS)}
        />
        {list.isError && (
          <div className="alert alert-danger mx-3" role="alert" data-testid="compartment-error">
            {list.error instanceof ActError && list.error.code === 'FORBIDDEN'
              ? t('compartments.forbidden')
              : list.error.message}
          </div>
        )}
        <DataTable
          testId="compartment-table"
          caption={t('compartments.caption')}
          columns={compartmentColumns(t, words, onlyLocker)}
          rows={valid && !list.isError ? list.data?.items : []}
          rowKey={(row) => row.id}
          rowLabel={(row) => t('compartments.rowLabel', { label: row.label })}
          loading={list.isFetching}
          emptyText={valid ? t('compartments.empty') : t('compartments.fixFilters')}
          page={{ offset, pageSize: PAGE_SIZE, total }}
          onPage={setOffset}
        />
      </div>
    </>
  );
}

export function CompartmentsPage() {
  const { t } = useTranslation();
  return (
    <SectionPage menuId="compartments" title={t('compartments.title')}>
      <CompartmentList />
    </SectionPage>
  );
}
