// The three machine forms as plain data: what each edits and the act parameters it sends (an edit sends only what
// changed, since the server refuses a change of nothing); each form's mapping hands them to react-hook-form, which
// validates them with the act's own schema.
import {
  COMPARTMENT_CATEGORIES,
  compartmentUpdateAct,
  machineCreateAct,
  machineUpdateAct,
  type ActParams,
  type MachineSummary,
} from '@bluemanager/protocol';
import type { ActFormMapping } from '../../shared/form/act-form';
import type { Compartment } from './compartment-cell';
import { inService } from './machine-state';

export interface CreateDraft {
  model_id: string;
  buid: string;
  place: string;
}

export const EMPTY_CREATE: CreateDraft = { model_id: '', buid: '', place: '' };

type CreateParams = ActParams<typeof machineCreateAct>;

export function createParams(draft: CreateDraft): CreateParams {
  // An empty choice coerces to 0, which the schema refuses by name: the issue lands beside that field.
  return { model_id: draft.model_id, buid: draft.buid, place: draft.place.trim() };
}

export const createMapping: ActFormMapping<CreateDraft> = {
  schema: machineCreateAct.params,
  paramsOf: createParams,
};

export interface EditDraft {
  name: string;
  buid: string;
  inService: boolean;
}

export function editDraftOf(machine: Pick<MachineSummary, 'name' | 'buid' | 'run_sts'>): EditDraft {
  return { name: machine.name, buid: String(machine.buid), inService: inService(machine) };
}

type UpdateParams = ActParams<typeof machineUpdateAct>;

/** Only what changed; `undefined` when nothing did. */
export function updateParams(
  machine: Pick<MachineSummary, 'uuid' | 'name' | 'buid' | 'run_sts'>,
  draft: EditDraft,
): UpdateParams | undefined {
  const params: UpdateParams = { uuid: machine.uuid };
  const name = draft.name.trim();
  if (name !== machine.name) params.name = name;
  if (draft.buid !== String(machine.buid)) params.buid = draft.buid;
  if (draft.inService !== inService(machine)) params.run_sts = draft.inService ? '1' : '0';
  return Object.keys(params).length > 1 ? params : undefined;
}

export function editMapping(
  machine: Pick<MachineSummary, 'uuid' | 'name' | 'buid' | 'run_sts'>,
): ActFormMapping<EditDraft> {
  return {
    schema: machineUpdateAct.params,
    paramsOf: (draft) => updateParams(machine, draft),
    fieldOf: (path) => (path === 'run_sts' ? 'inService' : path === 'buid' ? 'buid' : 'name'),
  };
}

export interface CompartmentDraft {
  outOfService: boolean;
  size: string;
  category: string;
}

export function compartmentDraftOf(compartment: Compartment): CompartmentDraft {
  return { outOfService: compartment.out_of_service, size: compartment.size, category: compartment.category };
}

type CompartmentParams = ActParams<typeof compartmentUpdateAct>;

export function compartmentParams(
  compartment: Compartment,
  draft: CompartmentDraft,
): CompartmentParams | undefined {
  const params: CompartmentParams = { id: compartment.id };
  if (draft.outOfService !== compartment.out_of_service) params.out_of_service = draft.outOfService;
  const size = draft.size.trim();
  if (size !== compartment.size) params.size = size;
  // The form offers only the act's categories; a stored category outside them is kept until one is chosen.
  const category = COMPARTMENT_CATEGORIES.find((entry) => entry === draft.category);
  if (category !== undefined && category !== compartment.category) params.category = category;
  return Object.keys(params).length > 1 ? params : undefined;
}

export function compartmentMapping(compartment: Compartment): ActFormMapping<CompartmentDraft> {
  return {
    schema: compartmentUpdateAct.params,
    paramsOf: (draft) => compartmentParams(compartment, draft),
    fieldOf: (path) =>
      path === 'out_of_service' ? 'outOfService' : path === 'category' ? 'category' : 'size',
  };
}
