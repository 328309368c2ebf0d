// A member's status as a badge with its word, never colour alone.
import { useTranslation } from 'react-i18next';

const STATUS_CLASS: Record<string, string> = {
  invited: 'bg-info-subtle text-info-emphasis',
  active: 'bg-success-subtle text-success-emphasis',
  suspended: 'bg-warning-subtle text-warning-emphasis',
  'moved-out': 'bg-secondary-subtle text-secondary-emphasis',
};

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`badge ${STATUS_CLASS[status] ?? 'bg-secondary'}`} data-status={status}>
      {t(`members.status.${status}`, { defaultValue: status })}
    </span>
  );
}
