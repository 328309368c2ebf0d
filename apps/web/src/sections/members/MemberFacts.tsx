// The member page's facts: who, where, how to reach them and in which language, their status and notes.
import { displayPhone, type MemberItem } from '@bluemanager/protocol';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatZonedDateTime } from '../../format/time';
import { StatusBadge } from './StatusBadge';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="row g-1 py-1 border-bottom">
      <dt className="col-5 fw-semibold">{label}</dt>
      <dd className="col-7 mb-0 text-break" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export function MemberFacts({ member }: { member: MemberItem }) {
  const { t } = useTranslation();
  const none = <span className="text-body-secondary">{t('members.detail.none')}</span>;
  return (
    <dl className="mb-0 small" data-testid="member-facts">
      <Fact label={t('members.columns.status')} testId="fact-status">
        <StatusBadge status={member.status} />
        {member.moved_out_at && (
          <div className="text-body-secondary">
            {t('members.detail.movedOut', {
              date: formatDateTime(member.moved_out_at, member.tz).split(' ')[0],
            })}
          </div>
        )}
      </Fact>
      {member.hold_from !== null && (
        <Fact label={t('members.hold.fact')} testId="fact-hold">
          {t('members.hold.range', { from: member.hold_from, until: member.hold_until })}
        </Fact>
      )}
      <Fact label={t('members.columns.building')}>{member.bname}</Fact>
      <Fact label={t('members.columns.unit')} testId="fact-unit">
        {member.unit}
      </Fact>
      <Fact label={t('members.columns.phones')} testId="fact-phones">
        {member.phones.length > 0
          ? member.phones.map((phone) => <div key={phone}>{displayPhone(phone)}</div>)
          : none}
      </Fact>
      <Fact label={t('members.columns.email')} testId="fact-email">
        {member.email || none}
      </Fact>
      <Fact label={t('members.form.language')}>
        {t(`members.languages.${member.language}`, { defaultValue: member.language })}
      </Fact>
      <Fact label={t('members.form.channel')}>
        {t(`members.channels.${member.channel}`, { defaultValue: member.channel })}
      </Fact>
      <Fact label={t('members.form.notes')}>{member.notes || none}</Fact>
      <Fact label={t('members.detail.joined')}>
        <time dateTime={member.created_at}>{formatZonedDateTime(member.created_at, member.tz)}</time>
      </Fact>
      <Fact label={t('members.detail.changed')}>
        <time dateTime={member.updated_at}>{formatZonedDateTime(member.updated_at, member.tz)}</time>
      </Fact>
    </dl>
  );
}
