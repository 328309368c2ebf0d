import {
  cameraLatestAct,
  cameraLockerAct,
  parcelSnapshotsAct,
  snapshotImageAct,
} from '@bluemanager/protocol';
import { implement } from '../../act-channel/act-handler.js';
import { latestPerLocker, lockerSnapshots, parcelSnapshots, snapshotImage } from './snapshots.js';

export const securityCameraViewHandlers = [
  implement(cameraLatestAct, async (params, context) =>
    latestPerLocker(context.db, await context.scope(), params.buid),
  ),
  implement(cameraLockerAct, (params, context) => lockerSnapshots(context.db, params.uuid, params.count)),
  implement(parcelSnapshotsAct, (params, context) => parcelSnapshots(context.db, params.parcel)),
  implement(snapshotImageAct, (params, context) => snapshotImage(context.db, params, context)),
];
