// The list's columns, declared for the shared DataTable; the server orders rows by building, locker and label.
// States and doors are text badges, never colour alone.
import type { ActResult, compartmentListAct } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../shared/data-table/data-table-types';
import { isUndefinedSize } from '@bluemanager/protocol';
import { readableMachineName } from '../../format/machine-name';
import type { useCompartmentWords } from './use-compartment-words';

export type CompartmentRow = ActResult<typeof compartmentListAct>['items'][number];
type Words = ReturnType<typeof useCompartmentWords>;

const STATE_CLASS: Record<string, string> = {
  free: 'bg-success-subtle text-success-emphasis',
  occupied: 'bg-primary-subtle text-primary-emphasis',
  disabled: 'bg-secondary-subtle text-secondary-emphasis',
};

const DOOR_CLASS: Record<string, string> = {
  open: 'bg-warning-subtle text-warning-emphasis',
  jammed: 'bg-danger-subtle text-danger-emphasis',
};

/**
 * `onlyLocker` narrows the list to the row's locker: one click from a compartment to the rest of its locker.
 */
export function compartmentColumns(
  t: TFunction,
  words: Words,
  onlyLocker: (row: CompartmentRow) => void,
): DataColumn<CompartmentRow>[] {
  return [
    {
      id: 'building',
      header: t('compartments.columns.building'),
      csv: (row) => row.bname,
      cell: (row) => <span data-buid={row.buid}>{row.bname}</span>,
    },
    {
      id: 'locker',
      header: t('compartments.columns.locker'),
      csv: (row) => readableMachineName(row.mname, row.bname),
      cell: (row) => {
        const locker = readableMachineName(row.mname, row.bname);
        return (
          <button
            type="button"
            className="btn btn-link btn-sm p-0 text-start"
            data-muuid={row.muuid}
            aria-label={t('compartments.onlyLocker', { locker })}
            title={t('compartments.onlyLocker', { locker })}
            onClick={() => onlyLocker(row)}
          >
            {locker}
          </button>
        );
      },
    },
    {
      id: 'label',
      header: t('compartments.columns.label'),
      hideable: false,
      csv: (row) => row.label,
      className: 'fw-semibold',
      cell: (row) => row.label,
    },
    {
      id: 'size',
      header: t('compartments.columns.size'),
      csv: (row) => (isUndefinedSize(row.size) ? words.size(row.size) : row.size),
      // The stored size stays readable to tests and tooltips; people read 'Undefined' for a '-1' size.
      cell: (row) =>
        isUndefinedSize(row.size) ? (
          <span className="fst-italic text-body-secondary" data-size={row.size} title={row.size}>
            {words.size(row.size)}
          </span>
        ) : (
          <span data-size={row.size}>{row.size}</span>
        ),
    },
    {
      id: 'category',
      header: t('compartments.columns.category'),
      csv: (row) => words.category(row.category),
      cell: (row) => <span data-category={row.category}>{words.category(row.category)}</span>,
    },
    {
      id: 'state',
      header: t('compartments.columns.state'),
      csv: (row) => words.state(row.state),
      cell: (row) => (
        <span className={`badge ${STATE_CLASS[row.state] ?? 'bg-secondary'}`} data-state={row.state}>
          {words.state(row.state)}
        </span>
      ),
    },
    {
      id: 'door',
      header: t('compartments.columns.door'),
      csv: (row) => words.door(row.door),
      cell: (row) =>
        DOOR_CLASS[row.door] ? (
          <span className={`badge ${DOOR_CLASS[row.door]}`} data-door={row.door}>
            {words.door(row.door)}
          </span>
        ) : (
          <span data-door={row.door}>{words.door(row.door)}</span>
        ),
    },
    {
      id: 'outOfService',
      header: t('compartments.columns.outOfService'),
      csv: (row) => t(row.out_of_service ? 'compartments.outOfService' : 'compartments.inService'),
      cell: (row) =>
        row.out_of_service ? (
          <span className="badge bg-danger-subtle text-danger-emphasis" data-out-of-service="true">
            {t('compartments.outOfService')}
          </span>
        ) : (
          <span className="text-body-secondary" data-out-of-service="false">
            {t('compartments.inService')}
          </span>
        ),
    },
  ];
}
