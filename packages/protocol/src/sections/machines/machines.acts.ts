// The machines section (machines/lockers and machines/models): machines, machine models, a machine's compartments
// and the alerts a locker raises. System admins of the operator create, edit and retire; everyone else reads within scope.
import { z } from 'zod';
import type { Role } from '../../levels.js';
import {
  listResult,
  optionalBuildingUid,
  pageParams,
  pageSize,
  positiveInt,
  timestamp,
} from '../../schemas.js';
import { defineAct } from '../../acts/define-act.js';

/** Who writes machines and models: system admins of the operator (a business partner lacks '-2' here). */
export const FLEET_ADMIN_ROLES: readonly Role[] = ['10'];

export const machineUuid = z.string().trim().min(1).max(64).describe('locker uuid');
export const COMPARTMENT_CATEGORIES = ['parcel', 'cold', 'bike', 'amenity'] as const;
export const compartmentCategory = z.enum(COMPARTMENT_CATEGORIES);
export const DOOR_STATES = ['closed', 'open', 'jammed'] as const;
export const doorState = z.enum(DOOR_STATES);
export const MACHINE_EVENT_KINDS = [
  'online',
  'offline',
  'door-opened',
  'door-closed',
  'door-jammed',
  'fault',
  'deposit',
  'pickup',
  'pickup-refused',
  'pickup-locked',
  'created',
  'updated',
  'retired',
  'credential-issued',
  // What a heartbeat reports when it changes (spec §3's log model words each, see logs/machine-log-model.ts).
  'door-forced',
  'power-lost',
  'power-restored',
  'battery-low',
  'network-changed',
  'firmware-updated',
  'machine-abnormal-parcel-order-complate',
] as const;
export type MachineEventKind = (typeof MACHINE_EVENT_KINDS)[number];

const sortDirection = z.enum(['asc', 'desc']).default('asc');

export const machineSummary = z.object({
  uuid: z.string(),
  name: z.string().describe("parts separated by '#'"),
  mm: z.number().int().describe('machine mode'),
  mode: z.string().describe('the name of the machine mode'),
  family: z.string(),
  status: z.string().describe("'101' when online"),
  run_sts: z.string().describe("'1' in service, '0' out of service"),
  offline: z.boolean().describe("spec §5: status not '101' while run_sts is '1'"),
  buid: z.number().int(),
  bname: z.string(),
  address: z.string(),
  model_id: z.number().int().nullable(),
  model: z.string().nullable(),
  compartments: z.number().int(),
  occupied: z.number().int(),
  last_seen: timestamp.nullable().describe('the last heartbeat'),
  retired: z.boolean(),
});
export type MachineSummary = z.infer<typeof machineSummary>;

export const machinePageAct = defineAct({
  code: 52010,
  name: 'machines',
  summary:
    "The machines/lockers page: machines in the caller's scope, filtered and sorted, with the total for paging.",
  params: z.object({
    buid: optionalBuildingUid.describe('building uid; empty for every building in scope'),
    mm: positiveInt.optional().describe('machine mode'),
    family: z.enum(['main', 'miniBox', 'bike', 'amenity']).optional(),
    status: z.string().max(8).optional().describe("exact status, e.g. '101'"),
    run_sts: z.enum(['0', '1']).optional(),
    online: z
      .enum(['online', 'offline', 'all'])
      .default('all')
      .describe("'offline' is spec §5's rule; 'online' is the rest"),
    q: z.string().trim().max(64).optional().describe('text in the name, building or address'),
    retired: z.coerce.boolean().default(false).describe('list retired machines instead of active ones'),
    sort: z.enum(['name', 'building', 'mm', 'status', 'last_seen']).default('name'),
    dir: sortDirection,
    ...pageParams({ maxCount: 1000, defaultCount: 100 }),
  }),
  result: listResult(machineSummary),
  access: 'signed-in',
  scope: { buid: 'building' },
});

export const compartmentItem = z.object({
  id: z.number().int(),
  label: z.string(),
  size: z.string().describe("'-1' (or containing it) means undefined"),
  category: z.string(),
  state: z.string().describe("'free', 'occupied' or 'disabled'"),
  occupied: z.boolean(),
  door: z.string().describe("'closed', 'open' or 'jammed'"),
  out_of_service: z.boolean(),
});

export const machineEvent = z.object({
  id: z.number().int(),
  at: timestamp,
  kind: z.string(),
  compartment: z.string().nullable(),
  detail: z.string(),
});

export const machineDetailAct = defineAct({
  code: 52011,
  name: 'machine detail',
  summary: 'One machine with its compartment grid and its most recent events.',
  params: z.object({
    uuid: machineUuid,
    events: pageSize(200, 50).describe('how many recent events'),
  }),
  result: z.object({
    machine: machineSummary.extend({ created_at: timestamp, credential: z.boolean() }),
    compartments: z.array(compartmentItem),
    events: z.array(machineEvent),
  }),
  access: 'signed-in',
  scope: { uuid: 'machine' },
});

const machineName = z.string().trim().min(1).max(120).describe("'<building>#<place>' or just the place");

export const machineCreateAct = defineAct({
  code: 52012,
  name: 'create machine',
  summary:
    'Installs a machine of a model in a building, with the compartments of the model, and issues its device credential (shown once).',
  params: z.object({
    model_id: positiveInt,
    buid: positiveInt,
    place: z
      .string()
      .trim()
      .min(1)
      .max(80)
      .describe("where it stands; the machine is named '<building>#<place>'"),
  }),
  result: z.object({
    uuid: z.string(),
    name: z.string(),
    secret: z.string().describe('the device secret (hex), shown only now; see Device channel'),
  }),
  access: FLEET_ADMIN_ROLES,
  scope: { buid: 'building' },
});

export const machineUpdateAct = defineAct({
  code: 52013,
  name: 'update machine',
  summary: 'Renames a machine, moves it to another building or takes it in or out of service.',
  params: z.object({
    uuid: machineUuid,
    name: machineName.optional(),
    buid: positiveInt.optional(),
    run_sts: z.enum(['0', '1']).optional().describe("'0' out of service, '1' in service"),
  }),
  result: machineSummary,
  access: FLEET_ADMIN_ROLES,
  scope: { uuid: 'machine', buid: 'building' },
});

export const machineRetireAct = defineAct({
  code: 52014,
  name: 'retire machine',
  summary:
    'Retires a machine that holds no waiting parcel; it leaves the lists and its credential stops working.',
  params: z.object({ uuid: machineUuid }),
  result: machineSummary,
  access: FLEET_ADMIN_ROLES,
  scope: { uuid: 'machine' },
});

export const machineCredentialAct = defineAct({
  code: 52015,
  name: 'reissue machine credential',
  summary: 'Issues a new device secret for a machine; the old one stops working at once.',
  params: z.object({ uuid: machineUuid }),
  result: z.object({ uuid: z.string(), secret: z.string() }),
  access: FLEET_ADMIN_ROLES,
  scope: { uuid: 'machine' },
});

export const compartmentUpdateAct = defineAct({
  code: 52016,
  name: 'update compartment',
  summary: 'Takes a compartment out of service or back, or corrects its size or category.',
  params: z.object({
    id: positiveInt,
    out_of_service: z.boolean().optional(),
    size: z.string().trim().min(1).max(16).optional(),
    category: compartmentCategory.optional(),
  }),
  result: compartmentItem,
  access: FLEET_ADMIN_ROLES,
  scope: { id: 'compartment' },
});

export const layoutEntry = z.object({
  label: z.string().trim().min(1).max(8),
  size: z.string().trim().min(1).max(16).describe("e.g. S, M, L, XL; '-1' when unknown"),
  category: compartmentCategory,
});

export const machineModelItem = z.object({
  id: z.number().int(),
  name: z.string(),
  mm: z.number().int(),
  family: z.string(),
  layout: z.array(layoutEntry),
  compartments: z.number().int(),
  machines: z.number().int().describe('active machines of this model'),
  retired: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});

export const MODEL_SORTS = ['name', 'mm', 'machines'] as const;

export const machineModelsAct = defineAct({
  code: 52020,
  name: 'machine models',
  summary: 'The machine models (compartment layouts) a new machine is created from.',
  params: z.object({
    retired: z.coerce.boolean().default(false).describe('include retired models'),
    sort: z.enum(MODEL_SORTS).default('name'),
    dir: sortDirection,
    ...pageParams({ maxCount: 500, defaultCount: 100 }),
  }),
  result: listResult(machineModelItem),
  access: 'signed-in',
});

const layout = z
  .array(layoutEntry)
  .min(1)
  .max(200)
  .refine((entries) => new Set(entries.map((entry) => entry.label)).size === entries.length, {
    message: 'compartment labels must be unique',
  });

export const machineModelCreateAct = defineAct({
  code: 52021,
  name: 'create machine model',
  summary: 'Adds a machine model: a name, a machine mode and its compartment layout.',
  params: z.object({
    name: z.string().trim().min(1).max(80),
    mm: positiveInt.describe('a machine mode of MACHINE_MODES'),
    layout,
  }),
  result: machineModelItem,
  access: FLEET_ADMIN_ROLES,
});

export const machineModelUpdateAct = defineAct({
  code: 52022,
  name: 'update machine model',
  summary: 'Renames a model or changes its layout; machines already installed keep their compartments.',
  params: z.object({
    id: positiveInt,
    name: z.string().trim().min(1).max(80).optional(),
    layout: layout.optional(),
  }),
  result: machineModelItem,
  access: FLEET_ADMIN_ROLES,
});

export const machineModelRetireAct = defineAct({
  code: 52023,
  name: 'retire machine model',
  summary: 'Retires a model: no new machine is created from it; installed machines are not affected.',
  params: z.object({ id: positiveInt }),
  result: machineModelItem,
  access: FLEET_ADMIN_ROLES,
});

export const fleetAlertsAct = defineAct({
  code: 52040,
  name: 'fleet alerts',
  summary:
    'What the lockers in scope need: offline lockers (the banner), and door jams and faults of the last 24 hours, for buildings whose managers asked to be told.',
  params: z.object({ buid: optionalBuildingUid }),
  result: z.object({
    offline: z.array(
      z.object({
        uuid: z.string(),
        name: z.string(),
        buid: z.number().int(),
        last_seen: timestamp.nullable(),
      }),
    ),
    banner: z.string().describe("'Offline locker : ' and the names separated by ';', or '' when none"),
    events: z.array(
      machineEvent.extend({ uuid: z.string(), name: z.string(), buid: z.number().int(), bname: z.string() }),
    ),
  }),
  access: 'signed-in',
  scope: { buid: 'building' },
});

export const MACHINES_ACTS = [
  machinePageAct,
  machineDetailAct,
  machineCreateAct,
  machineUpdateAct,
  machineRetireAct,
  machineCredentialAct,
  compartmentUpdateAct,
  machineModelsAct,
  machineModelCreateAct,
  machineModelUpdateAct,
  machineModelRetireAct,
  fleetAlertsAct,
] as const;
