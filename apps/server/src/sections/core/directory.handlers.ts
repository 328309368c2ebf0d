import {
  allBuildingsAct,
  managedBuildingsAct,
  partnerInfoAct,
  serviceUrlsAct,
  userInfoAct,
  isLevel,
} from '@bluemanager/protocol';
import { ActError } from '../../domain/act-error.js';
import { implement } from '../../act-channel/act-handler.js';
import { listBuildings } from '../../domain/buildings/building.repository.js';
import { resolveUserScope } from '../../domain/buildings/scope.js';
import { findPartner, listServiceUrls } from '../../domain/partners/partner.repository.js';
import { findUserById } from '../../domain/users/user.repository.js';

export const directoryHandlers = [
  implement(partnerInfoAct, async (params, context) => {
    const partner = await findPartner(context.db, params.p);
    if (!partner) throw new ActError('NOT_FOUND', `There is no partner ${params.p}.`);
    return partner;
  }),

  implement(userInfoAct, async (params, context) => {
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
    if (params.a === context.session.userId) return listBuildings(context.db, await context.scope());
    const user = await findUserById(context.db, params.a);
    if (!user || !isLevel(user.level)) throw new ActError('NOT_FOUND', `There is no user ${params.a}.`);
    // An admin asking for another user sees what that user's stored level reaches.
    return listBuildings(context.db, await resolveUserScope(context.db, { ...user, level: user.level }));
  }),

  implement(allBuildingsAct, async (_params, context) => listBuildings(context.db, await context.scope())),
];
