// The browser storage keys of spec §3, in one place so logout can clear exactly the list of spec §4.
export const STORAGE_KEYS = {
  currentUser: 'currentUser',
  username: 'username',
  building: 'building',
  parcels: 'parcels',
  selectedParcel: 'selectedParcel',
  partner: 'partner',
  bmCurrentBuilding: 'bm-currentBuilding',
  currentBuilding: 'currentBuilding',
  allBuildingInfo: 'allBuildingInfo',
  allBikeLockerInfo: 'allBikeLockerInfo',
  currentPartner: 'currentPartner',
  avatarUrl: 'avatarUrl',
  lastRequest: 'lastRequest',
  notificationData: 'notificationData',
  currentMenu: 'currentMenu',
  prevSkin: 'prevSkin',
  layout: 'layoutConfig',
  language: 'language',
  bookmarks: 'bookmarks',
} as const;

/** Spec §4: what logout clears (the stored user, building, parcels, selected parcel, partner, …). */
export const LOGOUT_KEYS: readonly string[] = [
  STORAGE_KEYS.currentUser,
  STORAGE_KEYS.building,
  STORAGE_KEYS.parcels,
  STORAGE_KEYS.selectedParcel,
  STORAGE_KEYS.partner,
  STORAGE_KEYS.bmCurrentBuilding,
  STORAGE_KEYS.notificationData,
  STORAGE_KEYS.currentMenu,
];

/** Session-only storage: the page to return to after a forced sign-in, and the message that explains it. */
export const RETURN_KEYS = { returnTo: 'bm-returnTo', notice: 'bm-loginNotice' } as const;
