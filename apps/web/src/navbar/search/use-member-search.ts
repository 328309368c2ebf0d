// The navbar search's Members section (spec §2): the current members whose name, phone (digits, any format), email
// or unit match, asked of act 55001 once the typing pauses, for whoever the Members page is open to.
import { memberListAct } from '@bluemanager/protocol';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAct } from '../../api/use-act';
import { useMenuEntryAllowed } from '../../shared/RequireMenuEntry';

const PAUSE_MS = 250;
const SHOWN = 5;
const MIN_LENGTH = 2;

export interface MemberOption {
  id: string;
  label: string;
  path: string;
}

function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text), PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return settled;
}

export function useMemberSearch(query: string, shown: boolean): MemberOption[] {
  const act = useAct();
  const allowed = useMenuEntryAllowed('members');
  const settled = useSettledText(query);
  const enabled = shown && allowed && settled.length >= MIN_LENGTH && settled === query;
  const found = useQuery({
    queryKey: ['members', 'search', settled],
    queryFn: () => act(memberListAct, { q: settled, status: 'current', count: SHOWN }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  if (!enabled || !found.data) return [];
  return found.data.items.map((member) => ({
    id: `member-${member.id}`,
    label: `${member.name} · ${member.unit} · ${member.bname}`,
    path: `/members/${member.id}`,
  }));
}
