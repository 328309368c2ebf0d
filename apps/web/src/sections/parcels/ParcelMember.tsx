// The member a parcel belongs to (act 55010), linked to their page, for whoever the Members page is open to.
import { parcelMemberAct } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAct } from '../../api/use-act';
import { useMenuEntryAllowed } from '../../shared/RequireMenuEntry';

export function ParcelMember({ parcelId }: { parcelId: number }) {
  const { t } = useTranslation();
  const act = useAct();
  const allowed = useMenuEntryAllowed('members');
  const owner = useQuery({
    queryKey: ['members', 'of-parcel', parcelId],
    queryFn: () => act(parcelMemberAct, { parcel: parcelId }),
    enabled: allowed,
  });
  const member = owner.data?.member;
  if (!member) return null;
  return (
    <p className="small mb-3" data-testid="parcel-member">
      <UserRound size={16} aria-hidden="true" className="me-1" />
      {t('parcels.member')}{' '}
      <Link to={`/members/${member.id}`} className="fw-semibold">
        {member.name} · {member.unit}
      </Link>
    </p>
  );
}
