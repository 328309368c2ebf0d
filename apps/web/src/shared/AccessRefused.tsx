// What a page shows instead of its data when the user may not see it: a plain statement, never a blank page.
import { ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function AccessRefused({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <div
      className="alert alert-warning d-flex align-items-start gap-2"
      role="alert"
      data-testid="access-refused"
    >
      <ShieldX aria-hidden="true" size={20} className="flex-shrink-0 mt-1" />
      <div>
        <h1 className="h5 mb-1">{t('accessRefused.title')}</h1>
        <p className="mb-0">{message ?? t('accessRefused.body')}</p>
      </div>
    </div>
  );
}
