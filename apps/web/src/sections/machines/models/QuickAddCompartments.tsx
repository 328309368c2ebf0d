// "Add N compartments of size X": a run of equal doors in one go, labelled on in the lockers' numbering. It sits
// inside the model form, so it is a group of fields, not a form of its own; Enter in it adds instead of saving.
import { COMPARTMENT_CATEGORIES } from '@bluemanager/protocol';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TouchSpin } from '../../../shared/form/TouchSpin';
import { useCompartmentWords } from '../../compartments/use-compartment-words';
import { MAX_COMPARTMENTS, MAX_SIZE, type Category } from './model-form';

interface QuickAddProps {
  /** How many more compartments the layout takes. */
  remaining: number;
  /** The datalist of suggested sizes the layout rows use too. */
  sizesListId: string;
  onAdd(count: number, size: string, category: Category): void;
}

const DEFAULT_COUNT = 8;

export function QuickAddCompartments({ remaining, sizesListId, onAdd }: QuickAddProps) {
  const { t } = useTranslation();
  const words = useCompartmentWords();
  const [count, setCount] = useState(String(DEFAULT_COUNT));
  const [size, setSize] = useState('M');
  const [category, setCategory] = useState<Category>('parcel');
  const wanted = /^\d+$/.test(count.trim()) ? Number(count.trim()) : 0;
  const usable = wanted >= 1 && wanted <= remaining && size.trim() !== '' && size.trim().length <= MAX_SIZE;
  const add = () => {
    if (usable) onAdd(wanted, size.trim(), category);
  };
  const enterAdds = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <fieldset className="border rounded p-2" data-testid="quick-add">
      <legend className="float-none w-auto small fw-semibold px-1 mb-0">{t('models.quickAdd.title')}</legend>
      <div className="row g-2 align-items-end">
        <div className="col-4 col-md-3">
          <label className="form-label small mb-1" htmlFor="quick-add-count">
            {t('models.quickAdd.count')}
          </label>
          <TouchSpin
            id="quick-add-count"
            small
            min={1}
            max={Math.max(remaining, 1)}
            value={count}
            onChange={setCount}
            onKeyDown={enterAdds}
          />
        </div>
        <div className="col-4 col-md-3">
          <label className="form-label small mb-1" htmlFor="quick-add-size">
            {t('models.quickAdd.size')}
          </label>
          <input
            id="quick-add-size"
            list={sizesListId}
            maxLength={MAX_SIZE}
            className="form-control form-control-sm"
            value={size}
            onChange={(event) => setSize(event.target.value)}
            onKeyDown={enterAdds}
          />
        </div>
        <div className="col-4 col-md-3">
          <label className="form-label small mb-1" htmlFor="quick-add-category">
            {t('models.quickAdd.category')}
          </label>
          <select
            id="quick-add-category"
            className="form-select form-select-sm"
            value={category}
            onChange={(event) =>
              setCategory(COMPARTMENT_CATEGORIES.find((entry) => entry === event.target.value) ?? 'parcel')
            }
          >
            {COMPARTMENT_CATEGORIES.map((entry) => (
              <option key={entry} value={entry}>
                {words.category(entry)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12 col-md-3">
          <button
            type="button"
            className="btn btn-secondary btn-sm w-100"
            disabled={!usable}
            onClick={add}
            data-testid="quick-add-button"
          >
            {t('models.quickAdd.add', { count: wanted })}
          </button>
        </div>
      </div>
      {remaining < 1 && (
        <p className="small text-body-secondary mb-0 mt-1">
          {t('models.quickAdd.full', { max: MAX_COMPARTMENTS })}
        </p>
      )}
    </fieldset>
  );
}
