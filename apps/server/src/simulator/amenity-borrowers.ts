// The amenity machines' share of the simulated fleet: residents tap their BlueTags to borrow an item and put it
// back later (now and then damaged), through the device channel's lend and return calls, so the amenity pages,
// the deposits and their ledger move while the demo runs. What each machine starts from (its items in or out, their
// tags, the member tags of its building) is read once from the database; after that each borrower follows the
// server's answers.
import type { Kysely } from 'kysely';
import type { DeviceAnswer, DeviceCallName, DeviceCallParams } from '@bluemanager/protocol';
import type { Database } from '../db/schema.js';
import type { Random } from '../db/seed/random.js';

/** Plain data, so it travels to the simulator's worker thread. */
export interface AmenityMachinePlan {
  /** Slot label → the item tag of the item in it, ready to lend. */
  available: Readonly<Record<string, string>>;
  /** Slot label → the item tag of the item out on loan. */
  lent: Readonly<Record<string, string>>;
  /** The active member tags of the building. */
  members: readonly string[];
}

/** The plan of every amenity machine among `machineIds`, by machine id. */
export async function amenityPlans(
  db: Kysely<Database>,
  machineIds: readonly number[],
): Promise<Map<number, AmenityMachinePlan>> {
  const plans = new Map<number, AmenityMachinePlan>();
  if (machineIds.length === 0) return plans;
  const machines = await db
    .selectFrom('machines')
    .select(['id', 'building_id'])
    .where('family', '=', 'amenity')
    .where('id', 'in', [...machineIds])
    .execute();
  for (const machine of machines) {
    const items = await db
      .selectFrom('amenity_items')
      .innerJoin('compartments', 'compartments.id', 'amenity_items.compartment_id')
      .innerJoin('amenity_tags', 'amenity_tags.item_id', 'amenity_items.id')
      .select(['compartments.label', 'amenity_items.state', 'amenity_tags.uid'])
      .where('amenity_items.machine_id', '=', machine.id)
      .where('amenity_tags.state', '=', 'active')
      .execute();
    const members = await db
      .selectFrom('amenity_tags')
      .innerJoin('members', 'members.id', 'amenity_tags.member_id')
      .select('amenity_tags.uid')
      .where('amenity_tags.building_id', '=', machine.building_id)
      .where('amenity_tags.state', '=', 'active')
      .where('members.status', '=', 'active')
      .orderBy('amenity_tags.uid')
      .execute();
    const byState = (state: string) =>
      Object.fromEntries(items.filter((item) => item.state === state).map((item) => [item.label, item.uid]));
    plans.set(machine.id, {
      available: byState('available'),
      lent: byState('lent'),
      members: members.map((member) => member.uid),
    });
  }
  return plans;
}

type Call = <N extends DeviceCallName>(name: N, params: DeviceCallParams<N>) => Promise<DeviceAnswer<N>>;

/** One amenity machine's borrowers: at each heartbeat, maybe someone borrows an item, maybe someone brings one back. */
export class AmenityBorrowers {
  private readonly available: Map<string, string>;
  private readonly lent: Map<string, string>;

  constructor(
    private readonly plan: AmenityMachinePlan,
    private readonly random: Random,
    private readonly call: Call,
  ) {
    this.available = new Map(Object.entries(plan.available));
    this.lent = new Map(Object.entries(plan.lent));
  }

  async step(chance: number): Promise<void> {
    if (this.plan.members.length > 0 && this.available.size > 0 && this.random.chance(chance))
      await this.lend();
    if (this.lent.size > 0 && this.random.chance(chance)) await this.bringBack();
  }

  private async lend(): Promise<void> {
    const [label, itemTag] = this.random.pick([...this.available]);
    const answer = await this.call('lend', { compartment: label, tag: this.random.pick(this.plan.members) });
    this.available.delete(label);
    if (answer.ok) this.lent.set(label, itemTag);
  }

  private async bringBack(): Promise<void> {
    const [label, itemTag] = this.random.pick([...this.lent]);
    const answer = await this.call('return', {
      compartment: label,
      tag: itemTag,
      damaged: this.random.chance(0.03),
    });
    this.lent.delete(label);
    // A damaged item is taken out of service by the server: it is not lent again this run.
    if (answer.ok && answer.data.outcome === 'released') this.available.set(label, itemTag);
  }
}
