import {
  allBuildingsAct,
  managedBuildingsAct,
  partnerInfoAct,
  serviceUrlsAct,
  userInfoAct,
  isLevel,
} from '@bluemanager/protocol';
import { ActError } from '../act-channel/act-error.js';
import { implement, type SignedInContext } from '../act-channel/act-handler.js';
import { listBuildings } from '../domain/buildings/building.repository.js';
import { resolveUserScope } from '../domain/buildings/scope.js';
import { findPartner, listServiceUrls } from '../domain/partners/partner.repository.js';
import { findUserById } from '../domain/users/user.repository.js';

/** A system admin of the operator (not a business partner) may act on other users' behalf. */
function isOperatorAdmin(context: SignedInContext): boolean {
  return context.session.level === '10' && !context.session.bPartner;
}

function requireSelfOrAdmin(context: SignedInContext, userId: number): void {
  if (userId !== context.session.userId && !isOperatorAdmin(context)) {
    throw new ActError('FORBIDDEN', 'You may only ask about your own account.');
  }
}

export const directoryHandlers = [
  implement(partnerInfoAct, async (params, context) => {
    if (params.p !== context.session.partner && !isOperatorAdmin(context)) {
      throw new ActError('FORBIDDEN', 'You may only read your own partner.');
    }
    const partner = await findPartner(context.db, params.p);
    if (!partner) throw new ActError('NOT_FOUND', `There is no partner ${params.p}.`);
    return partner;
  }),

  implement(userInfoAct, async (params, context) => {
    requireSelfOrAdmin(context, params.bid);
    const user = await findUserById(context.db, params.bid);
    if (!user || !isLevel(user.level)) throw new ActError('NOT_FOUND', `There is no user ${params.bid}.`);
    return {
      id: user.id,
      username: user.username,
      level: user.level,
      partner: user.partner,
      email: user.email,
      avatar: user.avatar,
    };
  }),

  implement(serviceUrlsAct, (_params, context) => listServiceUrls(context.db)),

  implement(managedBuildingsAct, async (params, context) => {
    requireSelfOrAdmin(context, params.a);
    if (params.a === context.session.userId) return listBuildings(context.db, await context.scope());
    const user = await findUserById(context.db, params.a);
    if (!user || !isLevel(user.level)) throw new ActError('NOT_FOUND', `There is no user ${params.a}.`);
    // An admin asking for another user sees what that user's stored level reaches.
    return listBuildings(context.db, await resolveUserScope(context.db, { ...user, level: user.level }));
  }),

  implement(allBuildingsAct, async (_params, context) => listBuildings(context.db, await context.scope())),
];
