// Which machine writes the page offers: only what the server would allow (acts 52012–52016 are for
// FLEET_ADMIN_ROLES, and a business partner lacks '-2' there), through the same rule the server applies.
import { FLEET_ADMIN_ROLES, rolesAllow, type RoleHolder } from '@bluemanager/protocol';

/** A system admin of the operator: may create, edit and retire machines. */
export function mayWriteFleet(user: RoleHolder): boolean {
  return rolesAllow(FLEET_ADMIN_ROLES, user);
}

/** The writes on one machine: none on a retired machine (the server refuses them), nor for readers. */
export function machineWritesShown(user: RoleHolder, machine: { retired: boolean }): boolean {
  return mayWriteFleet(user) && !machine.retired;
}
