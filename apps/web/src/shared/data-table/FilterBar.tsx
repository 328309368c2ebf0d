// The filters of a list page, declared as data (FilterField) and rendered as one labelled form. Text fields apply
// on Enter or when the user submits; selects, checkboxes and dates apply as they change.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterField, FilterValue, FilterValues } from './data-table-types';

export interface FilterBarProps {
  fields: readonly FilterField[];
  values: FilterValues;
  onApply: (values: FilterValues) => void;
  onReset: () => void;
  /** Prefix for the inputs' ids (one FilterBar per page). */
  idPrefix: string;
  /** Called after Apply or Reset (the phone's filter drawer closes then). */
  onDone?: () => void;
}

export function FilterBar({ fields, values, onApply, onReset, idPrefix, onDone }: FilterBarProps) {
  const { t } = useTranslation();
  // Text is edited in a draft and applied on submit, so a search does not run on every keystroke.
  const [draft, setDraft] = useState<FilterValues>(values);
  const [shown, setShown] = useState<FilterValues>(values);
  if (shown !== values) {
    setShown(values);
    setDraft(values);
  }
  const set = (field: FilterField, value: FilterValue) => {
    const next = { ...draft, [field.id]: value };
    setDraft(next);
    if (field.kind !== 'text') onApply(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
    onDone?.();
  };
  return (
    // Fields line up at the top so a problem shown under one field does not shift the others.
    <form className="row g-2 align-items-start p-3" onSubmit={submit} aria-label={t('dataTable.filters')}>
      {fields.map((field) => {
        const id = `${idPrefix}-${field.id}`;
        const value = draft[field.id];
        if (field.kind === 'checkbox')
          return (
            <div className="col-auto pt-4" key={field.id}>
              <div className="form-check mt-2">
                <input
                  id={id}
                  type="checkbox"
                  className="form-check-input"
                  checked={value === true}
                  onChange={(event) => set(field, event.target.checked)}
                />
                <label className="form-check-label" htmlFor={id}>
                  {field.label}
                </label>
              </div>
            </div>
          );
        return (
          <div className="col-6 col-md-4 col-xl-2" key={field.id}>
            <label className="form-label small mb-1" htmlFor={id}>
              {field.label}
            </label>
            {field.kind === 'select' ? (
              <select
                id={id}
                className="form-select form-select-sm"
                value={typeof value === 'string' ? value : ''}
                onChange={(event) => set(field, event.target.value)}
              >
                {field.options?.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={id}
                type={field.kind === 'date' ? 'date' : 'search'}
                inputMode={field.inputMode}
                className={`form-control form-control-sm${field.problem ? ' is-invalid' : ''}`}
                placeholder={field.placeholder}
                value={typeof value === 'string' ? value : ''}
                aria-invalid={field.problem ? true : undefined}
                aria-describedby={field.problem ? `${id}-problem` : undefined}
                onChange={(event) => set(field, event.target.value)}
              />
            )}
            {field.problem && (
              <div id={`${id}-problem`} className="invalid-feedback d-block">
                {field.problem}
              </div>
            )}
          </div>
        );
      })}
      <div className="col-auto d-flex gap-2 pt-4">
        <button type="submit" className="btn btn-primary btn-sm">
          {t('dataTable.apply')}
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => {
            onReset();
            onDone?.();
          }}
        >
          {t('dataTable.reset')}
        </button>
      </div>
    </form>
  );
}
