import { ACTS, LEVEL_NAMES, PARTNER_ROLE, type ActAccess, type Role } from '@bluemanager/protocol';

function roleName(role: Role): string {
  return role === PARTNER_ROLE ? '-2 business partner' : `${role} ${LEVEL_NAMES[role]}`;
}

export function describeAccess(access: ActAccess): string {
  if (access === 'public') return 'anyone (no token)';
  if (access === 'signed-in') return 'any signed-in user';
  return access.map(roleName).join(', ');
}

/** One line per act: who may call it. The permission snapshot test keeps every change to this reviewed. */
export function permissionTable(): string {
  return ACTS.map((act) => {
    const scoped = act.buildingParams?.length ? ` [building scope: ${act.buildingParams.join(', ')}]` : '';
    return `${act.code} ${act.name}: ${describeAccess(act.access)}${scoped}`;
  }).join('\n');
}
