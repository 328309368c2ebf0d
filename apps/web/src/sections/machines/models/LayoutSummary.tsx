// A layout in one glance: how many doors of each size and of each category, as text badges (never colour alone).
import { useTranslation } from 'react-i18next';
import { isUndefinedSize } from '@bluemanager/protocol';
import { useCompartmentWords } from '../../compartments/use-compartment-words';
import { layoutSummary, type LayoutEntry } from './model-layout';

export function LayoutSummary({
  layout,
}: {
  layout: readonly Pick<LayoutEntry, 'label' | 'size' | 'category'>[];
}) {
  const { t } = useTranslation();
  const words = useCompartmentWords();
  const { sizes, categories } = layoutSummary(layout);
  const badge = (key: string, text: string, className: string, undefinedSize = false) => (
    <span key={key} className={`badge fw-normal ${className}`} data-undefined={undefinedSize || undefined}>
      {text}
    </span>
  );
  return (
    <div className="d-flex flex-column gap-1 small" data-testid="layout-summary">
      <div className="d-flex flex-wrap gap-1" data-testid="layout-sizes">
        <span className="visually-hidden">{t('models.summary.sizes')}</span>
        {sizes.map(({ value, count }) =>
          badge(
            value,
            t('models.summary.count', { value: words.size(value), count }),
            'bg-body-secondary text-body border',
            isUndefinedSize(value),
          ),
        )}
      </div>
      <div className="d-flex flex-wrap gap-1" data-testid="layout-categories">
        <span className="visually-hidden">{t('models.summary.categories')}</span>
        {categories.map(({ value, count }) =>
          badge(
            value,
            t('models.summary.count', { value: words.category(value), count }),
            'bg-info-subtle text-info-emphasis',
          ),
        )}
      </div>
    </div>
  );
}
