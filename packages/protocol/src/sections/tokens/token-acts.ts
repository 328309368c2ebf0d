// Which acts a token may list: those its owner may call, but neither the public ones (they need no token) nor the
// Tokens acts themselves (a token never makes or revokes tokens). The server checks a create by it; the web offers
// exactly these.
import { canCall, type ActDeclaration } from '../../acts/define-act.js';
import type { RoleHolder } from '../../levels.js';
import { TOKENS_ACTS } from './tokens.acts.js';

const TOKEN_ACT_CODES = new Set<number>(TOKENS_ACTS.map((act) => act.code));

export function tokenMayList(act: Pick<ActDeclaration, 'code' | 'access'>, owner: RoleHolder): boolean {
  return act.access !== 'public' && !TOKEN_ACT_CODES.has(act.code) && canCall(act, owner);
}
