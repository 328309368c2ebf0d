// The machine's compartments as a grid of cells. Each cell says in words (and icons) what its colour shows: label,
// size, category, free / occupied / out of service and the door. For system admins a cell is a button that opens
// the compartment's correction.
import {
  Ban,
  CircleCheck,
  DoorClosed,
  DoorOpen,
  Package,
  TriangleAlert,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  compartmentView,
  gridCounts,
  type CellView,
  type Compartment,
  type DoorState,
} from './compartment-cell';

const DOOR_ICON: Record<DoorState, LucideIcon> = {
  closed: DoorClosed,
  open: DoorOpen,
  jammed: TriangleAlert,
};

function stateLine(view: CellView): { key: string; Icon: LucideIcon } {
  if (view.outOfService) return { key: 'machines.grid.outOfService', Icon: Ban };
  if (view.state === 'occupied') return { key: 'machines.grid.state.occupied', Icon: Package };
  return { key: 'machines.grid.state.free', Icon: CircleCheck };
}

function Cell({
  compartment,
  onEdit,
}: {
  compartment: Compartment;
  onEdit?: (compartment: Compartment) => void;
}) {
  const { t } = useTranslation();
  const view = compartmentView(compartment);
  const state = stateLine(view);
  const DoorIcon = DOOR_ICON[view.door];
  const className = [
    'compartment-cell border border-2 rounded',
    `border-${view.tone} bg-${view.tone}-subtle text-${view.tone}-emphasis`,
    view.outOfService ? 'compartment-off' : '',
  ].join(' ');
  const content = (
    <>
      {onEdit && (
        <span className="visually-hidden">{t('machines.grid.edit', { label: compartment.label })}</span>
      )}
      <span className="fw-bold fs-6" aria-hidden={onEdit ? true : undefined}>
        {compartment.label}
      </span>
      <span>
        {view.sizeKnown
          ? t('machines.grid.size', { size: compartment.size })
          : t('machines.grid.sizeUnknown')}
      </span>
      <span>
        {t(`machines.grid.categories.${compartment.category}`, { defaultValue: compartment.category })}
      </span>
      <span className="d-inline-flex align-items-center gap-1 fw-semibold">
        <state.Icon size={14} aria-hidden="true" />
        {t(state.key)}
      </span>
      <span className="d-inline-flex align-items-center gap-1">
        <DoorIcon size={14} aria-hidden="true" />
        {t(`machines.grid.door.${view.door}`)}
      </span>
    </>
  );
  const data = {
    'data-testid': 'compartment-cell',
    'data-label': compartment.label,
    'data-state': view.outOfService ? 'disabled' : view.state,
    'data-door': view.door,
  };
  return (
    <li>
      {onEdit ? (
        <button type="button" className={className} onClick={() => onEdit(compartment)} {...data}>
          {content}
        </button>
      ) : (
        <div className={className} {...data}>
          {content}
        </div>
      )}
    </li>
  );
}

interface CompartmentGridProps {
  compartments: readonly Compartment[];
  /** Given to system admins only: a cell then opens the compartment's correction. */
  onEdit?: (compartment: Compartment) => void;
}

export function CompartmentGrid({ compartments, onEdit }: CompartmentGridProps) {
  const { t } = useTranslation();
  if (compartments.length === 0)
    return <p className="text-body-secondary mb-0">{t('machines.grid.empty')}</p>;
  return (
    <>
      <p className="text-body-secondary small" data-testid="grid-summary">
        {t('machines.grid.summary', gridCounts(compartments))}
      </p>
      <ul className="compartment-grid" aria-label={t('machines.grid.title')} data-testid="compartment-grid">
        {compartments.map((compartment) => (
          <Cell key={compartment.id} compartment={compartment} onEdit={onEdit} />
        ))}
      </ul>
    </>
  );
}
