// One parameter of the act console's form, by its kind: a text or number input, a select for an enum or a boolean,
// a comma-separated input for a list, a JSON box for the rest. The server's issue for it shows beneath.
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldIssue, issueProps } from '../../shared/form/FieldIssue';
import type { ConsoleField, ConsoleValues } from './console-fields';

interface ConsoleFieldInputProps {
  field: ConsoleField;
  register: UseFormRegister<ConsoleValues>;
  message: string | undefined;
}

export function ConsoleFieldInput({ field, register, message }: ConsoleFieldInputProps) {
  const { t } = useTranslation();
  const id = `console-${field.name}`;
  const help =
    field.kind === 'list'
      ? t('devTools.console.listHelp')
      : field.kind === 'json'
        ? t('devTools.console.jsonHelp')
        : '';
  const described =
    [help ? `${id}-help` : '', message ? `${id}-issue` : ''].filter(Boolean).join(' ') || undefined;
  const registration = register(field.name);
  const select = (options: readonly string[], labels: Readonly<Record<string, string>> = {}) => (
    <select
      id={id}
      {...issueProps(id, message, 'form-select')}
      aria-describedby={described}
      {...registration}
    >
      <option value="">{t('devTools.console.notSent')}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {labels[option] ?? option}
        </option>
      ))}
    </select>
  );
  return (
    <div className={field.kind === 'json' ? 'col-12' : 'col-12 col-md-6'}>
      <label className="form-label font-monospace" htmlFor={id}>
        {field.name}
        {field.required && (
          <span className="text-body-secondary small ms-1">({t('devTools.console.required')})</span>
        )}
      </label>
      {field.kind === 'enum' && select(field.options)}
      {field.kind === 'boolean' &&
        select(['true', 'false'], { true: t('devTools.console.yes'), false: t('devTools.console.no') })}
      {field.kind === 'json' && (
        <textarea
          id={id}
          rows={3}
          {...issueProps(id, message, 'form-control font-monospace')}
          aria-describedby={described}
          {...registration}
        />
      )}
      {(field.kind === 'string' ||
        field.kind === 'number' ||
        field.kind === 'integer' ||
        field.kind === 'list') && (
        <input
          id={id}
          type="text"
          inputMode={field.kind === 'number' || field.kind === 'integer' ? 'decimal' : undefined}
          {...issueProps(id, message)}
          aria-describedby={described}
          {...registration}
        />
      )}
      {help && (
        <div id={`${id}-help`} className="form-text">
          {help}
        </div>
      )}
      {field.description && <div className="form-text">{field.description}</div>}
      <FieldIssue id={`${id}-issue`} message={message} />
    </div>
  );
}
