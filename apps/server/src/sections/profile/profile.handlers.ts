import {
  changeMyPasswordAct,
  endMySessionsAct,
  myProfileAct,
  mySessionsAct,
  recoveryCodesLeftAct,
  regenerateRecoveryCodesAct,
  removeMyAvatarAct,
  updateMyProfileAct,
} from '@bluemanager/protocol';
import { implement } from '../../act-channel/act-handler.js';
import { replaceAvatar } from './avatar-store.js';
import { myRecoveryCodesLeft, renewMyRecoveryCodes } from './recovery-code-acts.js';
import { changeMyPassword, endMySessions, myProfile, mySessions, updateMyProfile } from './profile.js';

export const profileHandlers = [
  implement(myProfileAct, (_params, context) => myProfile(context)),
  implement(updateMyProfileAct, (params, context) => updateMyProfile(context, params)),
  implement(changeMyPasswordAct, (params, context) => changeMyPassword(context, params)),
  implement(mySessionsAct, (_params, context) => mySessions(context)),
  implement(endMySessionsAct, ({ session }, context) => endMySessions(context, session)),
  implement(regenerateRecoveryCodesAct, ({ v }, context) => renewMyRecoveryCodes(context, v)),
  implement(recoveryCodesLeftAct, (_params, context) => myRecoveryCodesLeft(context)),
  implement(removeMyAvatarAct, async (_params, context) => {
    await replaceAvatar(
      context.db,
      { id: context.session.userId, username: context.session.username },
      undefined,
      context,
    );
    return myProfile(context);
  }),
];
