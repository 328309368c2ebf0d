// One cell of the compartment grid as the page draws it: its tone (colour) and the facts that the cell also says in
// words and icons, so no state is told by colour alone. A door that jammed matters most, then a compartment out
// of service, then an open door, then whether it holds a parcel.
import { isUndefinedSize, type ActResult, type machineDetailAct } from '@bluemanager/protocol';

export type Compartment = ActResult<typeof machineDetailAct>['compartments'][number];

export type CellState = 'free' | 'occupied' | 'disabled';
export type DoorState = 'closed' | 'open' | 'jammed';
export type CellTone = 'success' | 'primary' | 'secondary' | 'warning' | 'danger';

export interface CellView {
  state: CellState;
  door: DoorState;
  /** Spec §3: a size containing '-1' is undefined. */
  sizeKnown: boolean;
  outOfService: boolean;
  tone: CellTone;
}

const asState = (value: string): CellState => (value === 'occupied' || value === 'disabled' ? value : 'free');
// An unknown door state is reported as jammed: whatever it is, someone should look at it.
const asDoor = (value: string): DoorState => (value === 'closed' || value === 'open' ? value : 'jammed');

export function isSizeKnown(size: string): boolean {
  return !isUndefinedSize(size);
}

export function compartmentView(
  compartment: Pick<Compartment, 'state' | 'door' | 'size' | 'out_of_service'>,
): CellView {
  const state = asState(compartment.state);
  const door = asDoor(compartment.door);
  const outOfService = compartment.out_of_service || state === 'disabled';
  const tone: CellTone =
    door === 'jammed'
      ? 'danger'
      : outOfService
        ? 'secondary'
        : door === 'open'
          ? 'warning'
          : state === 'occupied'
            ? 'primary'
            : 'success';
  return { state, door, sizeKnown: isSizeKnown(compartment.size), outOfService, tone };
}

/** The grid's counts for its summary line. */
export function gridCounts(
  compartments: readonly Pick<Compartment, 'state' | 'door' | 'size' | 'out_of_service'>[],
) {
  const views = compartments.map(compartmentView);
  return {
    total: views.length,
    free: views.filter((view) => view.state === 'free' && !view.outOfService).length,
    occupied: views.filter((view) => view.state === 'occupied').length,
    outOfService: views.filter((view) => view.outOfService).length,
    attention: views.filter((view) => view.door !== 'closed').length,
  };
}
