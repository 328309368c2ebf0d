// Which machine writes the page offers: only what the server would allow, asked of the acts themselves (canCall:
// acts 52012-52016 are for the operator's system admins, and a business partner lacks '-2' there).
import { canCall, machineCreateAct, machineUpdateAct, type RoleHolder } from '@bluemanager/protocol';

/** May add machines (act 52012). */
export function mayWriteFleet(user: RoleHolder): boolean {
  return canCall(machineCreateAct, user);
}

/** The writes on one machine (act 52013 and the others): none on a retired machine, nor for readers. */
export function machineWritesShown(user: RoleHolder, machine: { retired: boolean }): boolean {
  return canCall(machineUpdateAct, user) && !machine.retired;
}
