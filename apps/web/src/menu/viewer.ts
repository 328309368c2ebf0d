// The signed-in user as the menu rules see them.
import type { SessionUser } from '../session/session-user';
import type { FamilyViewer } from './families';
import type { MenuViewer } from './visibility';

export function menuViewerOf(user: SessionUser): MenuViewer {
  return { level: user.level, bPartner: user.bPartner, partner: user.partner, username: user.username };
}

export function familyViewerOf(user: SessionUser): FamilyViewer {
  return {
    level: user.level,
    bPartner: user.bPartner,
    mtypes: user.mtypes.map((entry) => entry.mtype),
    miniBox: user.miniBox === 1,
    amenity: user.amenity === 1,
  };
}
