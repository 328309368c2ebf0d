// Seeds an empty database with the demo network: partners, twenty Canadian buildings with their lockers, the demo
// accounts, sixty days of parcels, join and support requests and some operation log. Everything is planned in
// memory first from a fixed seed, so the same `now` always gives the same rows, then written in one transaction.
import type { Insertable, Kysely } from 'kysely';
import { parcelAddress, parcelSearchText } from '../../sections/parcels/parcel-text.js';
import { serverSections } from '../../sections/server-sections.js';
import type { CoreTables, Database, ParcelsTable } from '../schema.js';
import { PARTNER_CARRIERS } from './carriers.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoEmail } from './demo-accounts.js';
import { demoDeviceKey } from './demo-devices.js';
import { DEMO_BUILDINGS, DEMO_PARTNERS, SERVICE_URLS } from './demo-network.js';
import { insertRows } from './insert-rows.js';
import { planNetwork, type PlannedBuilding } from './plan-network.js';
import { seedFailedMessages } from './plan-failed-messages.js';
import { seedFleet } from './plan-fleet.js';
import { planOperationLog } from './plan-oplog.js';
import { planParcels, type PlannedParcel } from './plan-parcels.js';
import { buildingContacts } from './people.js';
import { planJoinRequests, planSupportRequests } from './plan-requests.js';
import { createRandom, seedFrom } from './random.js';
import { DAY, toIso } from './time.js';

export interface SeedDemoOptions {
  now: Date;
  hashPassword: (password: string) => Promise<string>;
}

/**
 * Sessions, login throttling and the message outbox are runtime state; the seed leaves them empty but for a few
 * failed messages (plan-failed-messages.ts), so the demo shows a delivery failure and its Retry. The
 * notification templates come with their migration, so a database seeded with none has them too. The dashboards'
 * daily rollup is derived from the parcels when first read. Release notes come with their section's seed.
 */
export type SeededTable = Exclude<
  keyof CoreTables,
  'sessions' | 'login_throttle' | 'notification_templates' | 'parcel_daily' | 'rollup_state' | 'release_notes'
>;
/** Rows written per table: the core tables', then whatever each section's seed reports. */
export type SeedSummary = Record<SeededTable, number> & Readonly<Record<string, number>>;

export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) === undefined;
}

function buildingIndexByName(name: string): number {
  const index = DEMO_BUILDINGS.findIndex((building) => building.name === name);
  if (index < 0) throw new Error(`demo account building '${name}' is not among DEMO_BUILDINGS`);
  return index;
}

function isoOrNull(ms: number | null): string | null {
  return ms === null ? null : toIso(ms);
}

function parcelRow(
  parcel: PlannedParcel,
  building: PlannedBuilding,
  ids: { building: number; machine: number; compartment: number | null },
): Insertable<ParcelsTable> {
  const updatedAt = Math.max(parcel.createdAt, parcel.depositedAt ?? 0, parcel.collectedAt ?? 0);
  return {
    carrier: parcel.carrier,
    phone: parcel.phone,
    email: parcel.email,
    recipient: parcel.recipient,
    building_id: ids.building,
    machine_id: ids.machine,
    compartment_id: ids.compartment,
    state: parcel.state,
    abnormal: parcel.abnormal,
    abnormal_reason: parcel.abnormalReason,
    unattended: parcel.unattended,
    note: parcel.note,
    search_text: parcelSearchText(parcel),
    address: parcelAddress(building.spec.name, building.address),
    created_at: toIso(parcel.createdAt),
    deposited_at: isoOrNull(parcel.depositedAt),
    due_at: isoOrNull(parcel.dueAt),
    collected_at: isoOrNull(parcel.collectedAt),
    updated_at: toIso(updatedAt),
  };
}

export async function seedDemo(db: Kysely<Database>, options: SeedDemoOptions): Promise<SeedSummary> {
  const now = options.now.getTime();
  // Each part draws from its own stream, so adding a join request does not reshuffle every parcel.
  const network = planNetwork(createRandom(seedFrom('network')), DEMO_BUILDINGS, now);
  const parcels = planParcels(createRandom(seedFrom('parcels')), network, now);
  const accountBuildings = new Map(
    DEMO_ACCOUNTS.map((account) => [account.username, account.buildings.map(buildingIndexByName)]),
  );
  const focusBuildings = [
    ...(accountBuildings.get('bdadmin') ?? []),
    ...(accountBuildings.get('ykmanager') ?? []),
  ];
  const joinRequests = planJoinRequests(
    createRandom(seedFrom('join-requests')),
    network,
    now,
    focusBuildings,
  );
  const supportRequests = planSupportRequests(createRandom(seedFrom('support-requests')), network, now);
  const accountsRandom = createRandom(seedFrom('accounts'));
  const accountCreatedAt = DEMO_ACCOUNTS.map(() => now - accountsRandom.between(30 * DAY, 400 * DAY));

  // Hashing is slow on purpose; doing it before the transaction keeps SQLite's write lock short.
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => options.hashPassword(DEMO_PASSWORD)));

  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('partners')
      .values([...DEMO_PARTNERS])
      .execute();
    const partnerCarriers = DEMO_PARTNERS.flatMap((partner) =>
      PARTNER_CARRIERS.map(({ carrier, logo }) => ({ partner: partner.code, carrier, logo })),
    );
    await trx.insertInto('partner_carriers').values(partnerCarriers).execute();
    await trx
      .insertInto('service_urls')
      .values([...SERVICE_URLS])
      .execute();

    // One statement per building and machine: there are few, and RETURNING then maps each id for certain.
    const buildingIds: number[] = [];
    const machineIds: number[][] = [];
    const contactsRandom = createRandom(seedFrom('building-contacts'));
    for (const building of network) {
      const { id } = await trx
        .insertInto('buildings')
        .values({
          name: building.spec.name,
          address: building.address,
          partner: building.spec.partner,
          timezone: building.spec.city.timezone,
          overdue_hours: building.spec.overdueHours,
          contacts: JSON.stringify(buildingContacts(contactsRandom, building.spec.city.areaCodes)),
          created_at: toIso(building.createdAt),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      buildingIds.push(id);
      const ids: number[] = [];
      for (const machine of building.machines) {
        const row = await trx
          .insertInto('machines')
          .values({
            uuid: machine.uuid,
            name: machine.name,
            mm: machine.mm,
            family: machine.family,
            status: machine.status,
            run_sts: machine.runSts,
            building_id: id,
            address: building.address,
            last_seen_at: toIso(machine.lastSeenAt),
            created_at: toIso(machine.createdAt),
            // The lockers online at seed time are the ones the demo fleet keeps alive; the others stay silent,
            // so the offline banner shows a few, as on a real network.
            device_key: machine.status === '101' ? demoDeviceKey(machine.uuid) : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(row.id);
      }
      machineIds.push(ids);
    }

    const compartments = network.flatMap((building, b) =>
      building.machines.flatMap((machine, m) =>
        machine.compartments.map((compartment) => ({ ...compartment, machine_id: machineIds[b]?.[m] ?? 0 })),
      ),
    );
    await insertRows(trx, 'compartments', compartments);
    // Multi-row RETURNING promises no order, so the ids are read back by machine and label.
    const compartmentIds = new Map(
      (await trx.selectFrom('compartments').select(['id', 'machine_id', 'label']).execute()).map((row) => [
        `${row.machine_id}:${row.label}`,
        row.id,
      ]),
    );

    const userIds: { id: number; username: string }[] = [];
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const { id } = await trx
        .insertInto('users')
        .values({
          username: account.username,
          password_hash: hashes[index] ?? '',
          level: account.storedLevel,
          partner: account.partner,
          email: demoEmail(account.username),
          avatar: account.avatar,
          is_demo: 1,
          created_at: toIso(accountCreatedAt[index] ?? now),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userIds.push({ id, username: account.username });
    }
    const userBuildings = userIds.flatMap(({ id, username }) =>
      (accountBuildings.get(username) ?? []).map((b) => ({ user_id: id, building_id: buildingIds[b] ?? 0 })),
    );
    await insertRows(trx, 'user_buildings', userBuildings);

    const parcelRows = parcels.map((parcel) => {
      const building = network[parcel.building] as PlannedBuilding;
      const machine = building.machines[parcel.machine];
      const machineId = machineIds[parcel.building]?.[parcel.machine] ?? 0;
      const label =
        parcel.compartment === null ? undefined : machine?.compartments[parcel.compartment]?.label;
      return parcelRow(parcel, building, {
        building: buildingIds[parcel.building] ?? 0,
        machine: machineId,
        compartment: label === undefined ? null : (compartmentIds.get(`${machineId}:${label}`) ?? null),
      });
    });
    await insertRows(trx, 'parcels', parcelRows);

    await insertRows(
      trx,
      'unit_join_requests',
      joinRequests.map(({ building, createdAt, ...request }) => ({
        ...request,
        building_id: buildingIds[building] ?? 0,
        created_at: toIso(createdAt),
      })),
    );
    await insertRows(
      trx,
      'support_requests',
      supportRequests.map(({ building, createdAt, ...request }) => ({
        ...request,
        building_id: building === null ? null : (buildingIds[building] ?? null),
        created_at: toIso(createdAt),
      })),
    );

    const parcelPlaces = (
      await trx.selectFrom('parcels').select(['id', 'building_id']).orderBy('id').execute()
    ).map((row) => ({ id: row.id, buildingId: row.building_id }));
    const buildingNames = network.map((building) => building.spec.name);
    const operationLog = planOperationLog(
      createRandom(seedFrom('operation-log')),
      {
        users: userIds,
        buildingsOf: (username) => (accountBuildings.get(username) ?? []).map((b) => buildingNames[b] ?? ''),
        allBuildings: buildingNames,
        machinesIn: (name) => network.find((b) => b.spec.name === name)?.machines.map((m) => m.name) ?? [],
        parcels: parcelPlaces,
        buildingIdOf: (name) => buildingIds[buildingNames.indexOf(name)],
        partnerOfBuilding: (id) => network[buildingIds.indexOf(id)]?.spec.partner,
        partnerOf: (username) => DEMO_ACCOUNTS.find((account) => account.username === username)?.partner,
      },
      now,
    );
    await insertRows(trx, 'operation_log', operationLog);
    const fleet = await seedFleet(trx, now);
    const failedMessages = await seedFailedMessages(trx, now);
    const sectionCounts: Record<string, number> = {};
    for (const section of await serverSections()) {
      Object.assign(sectionCounts, await section.seed?.(trx, { now: options.now }));
    }

    return {
      ...sectionCounts,
      partners: DEMO_PARTNERS.length,
      partner_carriers: partnerCarriers.length,
      service_urls: SERVICE_URLS.length,
      buildings: buildingIds.length,
      machines: machineIds.flat().length,
      compartments: compartments.length,
      users: userIds.length,
      user_buildings: userBuildings.length,
      // A section may deposit demo parcels of its own (the shop's orders waiting in lockers).
      parcels: parcelRows.length + (sectionCounts.parcels ?? 0),
      unit_join_requests: joinRequests.length,
      support_requests: supportRequests.length,
      operation_log: operationLog.length,
      machine_models: fleet.models,
      machine_events: fleet.events,
      messages: failedMessages,
    };
  });
}
