import { tokenCreateAct, tokenListAct, tokenOwnersAct, tokenRevokeAct } from '@bluemanager/protocol';
import { implement } from '../../act-channel/act-handler.js';
import { createToken, listTokens, revokeToken, tokenOwners } from './api-tokens.js';

export const tokensHandlers = [
  implement(tokenListAct, (params, context) => listTokens(context.db, params, context.now)),
  implement(tokenCreateAct, (params, context) => createToken(context.db, params, context)),
  implement(tokenRevokeAct, ({ id }, context) => revokeToken(context.db, id, context)),
  implement(tokenOwnersAct, (_params, context) => tokenOwners(context.db)),
];
