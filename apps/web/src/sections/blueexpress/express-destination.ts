// Where a shipment leaves from and goes, in words: lockers by their building and place ("Maple Court · Lobby", as
// the locker choices name them), or the street address.
import type { ExpressShipment } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { lockerLabel } from '../../shared/options/use-building-options';

export function destinationText(t: TFunction, shipment: ExpressShipment): string {
  if (shipment.destination === 'address') return shipment.address;
  const locker = lockerLabel({ name: shipment.dest_mname ?? '', bname: shipment.dest_bname ?? '' }, false);
  return t('blueexpress.toLocker', { locker });
}

export const originText = (shipment: ExpressShipment) =>
  lockerLabel({ name: shipment.mname, bname: shipment.bname }, false);

export const expressPath = (id: number | string) => `/blueexpress/${id}`;
