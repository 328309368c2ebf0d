// A labelled group of checkboxes with a find box, for choices too many for a row of switches: a token's actions and
// its buildings. The values live in the form; this only shows and toggles them.
import { useState } from 'react';
import { FieldIssue } from '../../shared/form/FieldIssue';

export interface CheckItem {
  value: number;
  label: string;
}

interface CheckListProps {
  id: string;
  legend: string;
  /** "3 chosen", already translated. */
  countText: string;
  findLabel: string;
  emptyText: string;
  items: readonly CheckItem[];
  chosen: readonly number[];
  onToggle: (value: number, on: boolean) => void;
  /** Ticks every item shown (what the find box leaves), e.g. every action of the account's role. */
  onChooseAll?: (values: number[]) => void;
  chooseAllText?: string;
  disabled?: boolean;
  message?: string;
  help?: string;
}

export function CheckList(props: CheckListProps) {
  const { id, items, chosen, message, help } = props;
  const [find, setFind] = useState('');
  const needle = find.trim().toLowerCase();
  const shown = items.filter((item) => item.label.toLowerCase().includes(needle));
  const describedBy = [help ? `${id}-help` : '', message ? `${id}-issue` : ''].filter(Boolean).join(' ');
  return (
    <fieldset className="mb-3" aria-describedby={describedBy || undefined} data-testid={id}>
      <legend className="form-label fs-6 d-flex justify-content-between">
        <span>{props.legend}</span>
        <span className="text-body-secondary small">{props.countText}</span>
      </legend>
      <label className="visually-hidden" htmlFor={`${id}-find`}>
        {props.findLabel}
      </label>
      <input
        id={`${id}-find`}
        type="search"
        className="form-control form-control-sm mb-2"
        placeholder={props.findLabel}
        value={find}
        onChange={(event) => setFind(event.target.value)}
        disabled={props.disabled}
      />
      {props.onChooseAll && shown.length > 0 && (
        <button
          type="button"
          className="btn btn-link btn-sm px-0 mb-1"
          onClick={() => props.onChooseAll?.(shown.map((item) => item.value))}
        >
          {props.chooseAllText}
        </button>
      )}
      <div className="border rounded p-2 overflow-auto" style={{ maxHeight: '10rem' }}>
        {!props.disabled && shown.length === 0 && <p className="small mb-0">{props.emptyText}</p>}
        {shown.map((item) => (
          <div className="form-check" key={item.value}>
            <input
              id={`${id}-${item.value}`}
              type="checkbox"
              className="form-check-input"
              checked={chosen.includes(item.value)}
              onChange={(event) => props.onToggle(item.value, event.target.checked)}
            />
            <label className="form-check-label" htmlFor={`${id}-${item.value}`}>
              {item.label}
            </label>
          </div>
        ))}
      </div>
      {help && (
        <div id={`${id}-help`} className="form-text">
          {help}
        </div>
      )}
      <FieldIssue id={`${id}-issue`} message={message} />
    </fieldset>
  );
}
