// The bike lockers' share of the simulated fleet: residents dock their bikes with their fobs and take them out
// again, through the device channel's dock and undock calls, so the bike pages and the bike home's figures move while
// the demo runs. What each bike locker starts from (its docks, the bikes parked and whose, the fobs of its building)
// is read once from the database; after that each rider follows the server's answers.
import type { Kysely } from 'kysely';
import type { DeviceAnswer, DeviceCallName, DeviceCallParams } from '@bluemanager/protocol';
import type { Database } from '../db/schema.js';
import type { Random } from '../db/seed/random.js';

/** Plain data, so it travels to the simulator's worker thread. */
export interface BikeLockerPlan {
  /** Dock label → the fob of the bike parked there ('' for one whose owner is not known). */
  parked: Readonly<Record<string, string>>;
  free: readonly string[];
  /** The fobs of the building's active members. */
  riders: readonly string[];
}

/** The plan of every bike locker among `machineIds`, by machine id. */
export async function bikePlans(
  db: Kysely<Database>,
  machineIds: readonly number[],
): Promise<Map<number, BikeLockerPlan>> {
  const plans = new Map<number, BikeLockerPlan>();
  if (machineIds.length === 0) return plans;
  const machines = await db
    .selectFrom('machines')
    .select(['id', 'building_id'])
    .where('family', '=', 'bike')
    .where('id', 'in', [...machineIds])
    .execute();
  for (const machine of machines) {
    const docks = await db
      .selectFrom('compartments')
      .leftJoin('bike_sessions', (join) =>
        join
          .onRef('bike_sessions.compartment_id', '=', 'compartments.id')
          .on('bike_sessions.ended_at', 'is', null),
      )
      .select(['compartments.label', 'compartments.state', 'bike_sessions.credential'])
      .where('compartments.machine_id', '=', machine.id)
      .execute();
    const riders = await db
      .selectFrom('bike_credentials')
      .innerJoin('members', 'members.id', 'bike_credentials.member_id')
      .select('bike_credentials.credential')
      .where('members.building_id', '=', machine.building_id)
      .where('members.status', '=', 'active')
      .orderBy('bike_credentials.credential')
      .execute();
    plans.set(machine.id, {
      parked: Object.fromEntries(
        docks.filter((dock) => dock.state === 'occupied').map((dock) => [dock.label, dock.credential ?? '']),
      ),
      free: docks.filter((dock) => dock.state === 'free').map((dock) => dock.label),
      riders: riders.map((rider) => rider.credential),
    });
  }
  return plans;
}

type Call = <N extends DeviceCallName>(name: N, params: DeviceCallParams<N>) => Promise<DeviceAnswer<N>>;

/** One bike locker's riders: at each heartbeat, maybe someone docks a bike, maybe someone takes one out. */
export class BikeRiders {
  private readonly parked: Map<string, string>;
  private readonly free: Set<string>;

  constructor(
    private readonly plan: BikeLockerPlan,
    private readonly random: Random,
    private readonly call: Call,
  ) {
    this.parked = new Map(Object.entries(plan.parked));
    this.free = new Set(plan.free);
  }

  async step(chance: number): Promise<void> {
    if (this.plan.riders.length > 0 && this.free.size > 0 && this.random.chance(chance)) await this.dock();
    const known = [...this.parked].filter(([, credential]) => credential !== '');
    if (known.length > 0 && this.random.chance(chance)) await this.undock(this.random.pick(known));
  }

  private async dock(): Promise<void> {
    const label = this.random.pick([...this.free]);
    const credential = this.random.pick(this.plan.riders);
    const answer = await this.call('dock', { compartment: label, credential });
    this.free.delete(label);
    // Taken by someone this rider does not know of (the dock reported it occupied): its owner stays unknown.
    this.parked.set(label, answer.ok ? credential : '');
  }

  private async undock([label, credential]: [string, string]): Promise<void> {
    const answer = await this.call('undock', { compartment: label, credential });
    this.parked.delete(label);
    if (answer.ok || answer.code === 'CONFLICT') this.free.add(label);
  }
}
