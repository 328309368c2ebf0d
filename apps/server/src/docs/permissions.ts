import {
  LEVEL_NAMES,
  PARTNER_ROLE,
  SECTIONS,
  type ActAccess,
  type ActDeclaration,
  type Role,
} from '@bluemanager/protocol';

function roleName(role: Role): string {
  return role === PARTNER_ROLE ? '-2 business partner' : `${role} ${LEVEL_NAMES[role]}`;
}

export function describeAccess(access: ActAccess): string {
  if (access === 'public') return 'anyone (no token)';
  if (access === 'signed-in') return 'any signed-in user';
  return access.map(roleName).join(', ');
}

/** The scope the dispatcher enforces, as `buid → building, muuid → machine`. */
export function describeScope(act: Pick<ActDeclaration, 'scope'>): string {
  return Object.entries(act.scope ?? {})
    .map(([param, kind]) => `${param} → ${kind}`)
    .join(', ');
}

/** The fields only some callers may set, as `bname (10 SysAdmin)`. */
export function describeFields(act: Pick<ActDeclaration, 'fields'>): string {
  return Object.entries(act.fields ?? {})
    .map(([field, roles]) => `${field} (${describeAccess(roles)})`)
    .join(', ');
}

/**
 * One line per act, section by section: who may call it, the scope its parameters are held to and the fields only
 * some roles may set. The permission snapshot test keeps every change to this reviewed.
 */
export function permissionTable(): string {
  return SECTIONS.flatMap((section) => [
    `[${section.id}]`,
    ...section.acts.map((act: ActDeclaration) => {
      const scope = describeScope(act);
      const fields = describeFields(act);
      return [
        `${act.code} ${act.name}: ${describeAccess(act.access)}`,
        scope ? ` [scope: ${scope}]` : '',
        fields ? ` [fields: ${fields}]` : '',
      ].join('');
    }),
  ]).join('\n');
}
