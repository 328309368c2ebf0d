// The bell's count of posts waiting for a moderator: its own file because the shell's bell imports it, and the
// rest of the community's acts would otherwise load with every page.
import { z } from 'zod';
import { defineAct } from '../../acts/define-act.js';
import { COMMUNITY_ROLES } from './community-vocabulary.js';

export const pendingPostsAct = defineAct({
  code: 56008,
  name: 'pending community posts',
  summary: "How many posts wait for a moderator in the caller's buildings (the bell's pendingPost).",
  params: z.object({}),
  result: z.object({ count: z.number().int() }),
  access: COMMUNITY_ROLES,
});
