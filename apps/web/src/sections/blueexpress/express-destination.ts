// Where a shipment goes, in words: the destination locker by its readable name, or the street address.
import type { ExpressShipment } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { readableMachineName } from '../../format/machine-name';

export function destinationText(t: TFunction, shipment: ExpressShipment): string {
  if (shipment.destination === 'address') return shipment.address;
  const locker = readableMachineName(shipment.dest_mname ?? '', shipment.dest_bname ?? '');
  return t('blueexpress.toLocker', { locker });
}

export const originText = (shipment: ExpressShipment) => readableMachineName(shipment.mname, shipment.bname);

export const expressPath = (id: number | string) => `/blueexpress/${id}`;
