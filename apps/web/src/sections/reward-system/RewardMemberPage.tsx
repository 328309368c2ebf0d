// One member's points (`#/reward-system/member/{id}`, act 57013): the balance, the next expiry and the whole ledger
// with the balance after each entry, newest first; Award, Redeem and Adjust append to it.
import { memberRewardsAct, type ActResult } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ActError } from '../../api/act-error';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { dateOnly, formatDateTime, formatZonedDateTime } from '../../format/time';
import { AccessRefused } from '../../shared/AccessRefused';
import { useMenuEntryAllowed } from '../../shared/RequireMenuEntry';
import { ScrollRegion } from '../../shared/ScrollRegion';
import { SectionPage } from '../../shared/SectionPage';
import { TitledCard } from '../../shared/TitledCard';
import { LedgerDialog, type LedgerMode } from './LedgerDialog';

type Rewards = ActResult<typeof memberRewardsAct>;

function History({ rewards }: { rewards: Rewards }) {
  const { t, i18n } = useTranslation();
  if (rewards.entries.length === 0)
    return <p className="mb-0 text-body-secondary">{t('rewards.member.noEntries')}</p>;
  const heads = ['when', 'kind', 'points', 'after', 'reason', 'expires', 'by'] as const;
  return (
    <ScrollRegion label={t('rewards.member.history')}>
      <table className="table table-sm align-middle mb-0">
        <thead>
          <tr>
            {heads.map((head) => (
              <th key={head} scope="col">
                {t(`rewards.member.${head}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rewards.entries.map((entry) => (
            <tr key={entry.id} data-testid="ledger-entry" data-kind={entry.kind}>
              <td className="text-nowrap">
                {formatZonedDateTime(entry.created_at, undefined, i18n.language)}
              </td>
              <td>
                {entry.rule
                  ? `${t(`rewards.kinds.${entry.kind}`)}: ${t(`rewards.ruleNames.${entry.rule}`)}`
                  : t(`rewards.kinds.${entry.kind}`)}
              </td>
              <td
                className={`text-end text-nowrap ${entry.points < 0 ? 'text-danger-emphasis' : 'text-success-emphasis'}`}
              >
                {entry.points > 0 ? '+' : '−'}
                {formatNumber(Math.abs(entry.points), i18n.language)}
              </td>
              <td className="text-end">{formatNumber(entry.balance, i18n.language)}</td>
              <td className="text-break">{entry.reason || '—'}</td>
              <td className="text-nowrap">
                {entry.expires_at ? dateOnly(formatDateTime(entry.expires_at)) : '—'}
              </td>
              <td>{entry.username || t('rewards.member.byPortal')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export function RewardMemberPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const act = useAct();
  const allowed = useMenuEntryAllowed('reward-system');
  const [mode, setMode] = useState<LedgerMode>();
  const valid = /^\d+$/.test(id);
  const rewards = useQuery({
    queryKey: ['rewards', 'member', id],
    queryFn: () => act(memberRewardsAct, { id: Number(id) }),
    enabled: allowed && valid,
    retry: (count, error) => count < 2 && error instanceof ActError && error.code === 'NETWORK',
  });
  const member = rewards.data?.member;
  const refusal = !valid
    ? 'notFound'
    : rewards.error instanceof ActError
      ? rewards.error.code === 'FORBIDDEN'
        ? 'forbidden'
        : ['NOT_FOUND', 'INVALID_PARAMS'].includes(rewards.error.code)
          ? 'notFound'
          : undefined
      : undefined;
  const next = rewards.data?.next_expiry;
  return (
    <SectionPage menuId="reward-system" title={member?.name ?? t('rewards.title')}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <Link
          to="/reward-system"
          className="link-body-emphasis d-inline-flex align-items-center gap-1 me-auto"
        >
          <ArrowLeft size={16} aria-hidden="true" />
          {t('rewards.member.back')}
        </Link>
        {member &&
          (['earn', 'redeem', 'adjust'] as const).map((action) => (
            <button
              key={action}
              type="button"
              className="btn btn-primary btn-sm"
              onClick={() => setMode(action)}
              data-testid={`ledger-${action}`}
            >
              {t(`rewards.actions.${action}`)}
            </button>
          ))}
      </div>
      {refusal && <AccessRefused message={t(`rewards.member.${refusal}`)} />}
      {rewards.isError && !refusal && (
        <div className="alert alert-danger" role="alert">
          {rewards.error.message}
        </div>
      )}
      {valid && rewards.isPending && !rewards.isError && <p role="status">{t('app.loading')}</p>}
      {rewards.data && member && (
        <div className="row g-3" data-testid="reward-member-page">
          <div className="col-12 col-lg-4">
            <TitledCard title={t('rewards.member.balance')} className="h-100">
              <p className="display-6 mb-1" data-testid="reward-balance">
                {t('rewards.points', {
                  count: member.balance,
                  total: formatNumber(member.balance, i18n.language),
                })}
              </p>
              <p className="mb-1 text-body-secondary">
                {member.bname} · {member.unit}
              </p>
              <p className="mb-0 small" data-testid="reward-next-expiry">
                {next
                  ? t('rewards.member.nextExpiry', {
                      points: t('rewards.points', {
                        count: next.points,
                        total: formatNumber(next.points, i18n.language),
                      }),
                      date: dateOnly(formatDateTime(next.at)),
                    })
                  : t('rewards.member.noExpiry')}
              </p>
            </TitledCard>
          </div>
          <div className="col-12 col-lg-8">
            <TitledCard title={t('rewards.member.history')} testId="reward-history-card">
              <History rewards={rewards.data} />
            </TitledCard>
          </div>
        </div>
      )}
      {mode && member && <LedgerDialog member={member} mode={mode} onClose={() => setMode(undefined)} />}
    </SectionPage>
  );
}
