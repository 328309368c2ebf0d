// The layout as rows of label, size and category (a react-hook-form field array): every input labelled with its
// row for screen readers, a remove button per row, one more row at the end, and the quick-add helper for a run of
// equal doors.
import { COMPARTMENT_CATEGORIES } from '@bluemanager/protocol';
import { KNOWN_SIZES, UNDEFINED_SIZE } from '@bluemanager/protocol';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldIssue, issueProps } from '../../../shared/form/FieldIssue';
import { useCompartmentWords } from '../../compartments/use-compartment-words';
import { MAX_COMPARTMENTS, MAX_LABEL, MAX_SIZE, type Category, type ModelDraft } from './model-form';
import { nextLabels } from './model-layout';
import { LayoutSummary } from './LayoutSummary';
import { QuickAddCompartments } from './QuickAddCompartments';

interface LayoutEditorProps {
  form: UseFormReturn<ModelDraft>;
  /** The message under a field ('layout', 'layout.3.size'). */
  issueOf: (field: string) => string | undefined;
}

/** The sizes the size inputs suggest; any other text is allowed (the act takes up to 16 characters). */
const SIZES_LIST_ID = 'model-size-suggestions';

type LayoutField = 'label' | 'size' | 'category';

/** The shared issue props, in the small size the table's inputs use. */
function smallIssueProps(id: string, message: string | undefined) {
  const props = issueProps(id, message);
  return { ...props, className: `${props.className} form-control-sm` };
}

export function LayoutEditor({ form, issueOf }: LayoutEditorProps) {
  const { t } = useTranslation();
  const words = useCompartmentWords();
  const layout = useFieldArray({ control: form.control, name: 'layout' });
  // The rows as typed so far (the field array's own entries hold only what they started with).
  const rows = useWatch({ control: form.control, name: 'layout' });
  const append = (count: number, size: string, category: Category) => {
    const labels = nextLabels(
      rows.map((row) => row.label),
      Math.min(count, MAX_COMPARTMENTS - rows.length),
    );
    layout.append(labels.map((label) => ({ label, size, category })));
  };
  const layoutIssue = issueOf('layout');
  // Nothing hidden may follow the legend: Bootstrap floats legends and clears only the element after one.
  return (
    <fieldset className="mb-0" aria-describedby={layoutIssue ? 'model-layout-issue' : undefined}>
      <legend className="h6 fw-semibold mb-2">
        {t('models.layout.title')}{' '}
        <span className="text-body-secondary fw-normal" data-testid="layout-count">
          {t('models.layout.count', { count: rows.length, max: MAX_COMPARTMENTS })}
        </span>
      </legend>
      <FieldIssue id="model-layout-issue" message={layoutIssue} />
      {rows.length > 0 && (
        <div className="mb-2">
          <LayoutSummary layout={rows} />
        </div>
      )}
      {rows.length === 0 ? (
        <p className="text-body-secondary small mb-2" data-testid="layout-empty">
          {t('models.layout.empty')}
        </p>
      ) : (
        <div className="table-responsive layout-editor mb-2">
          <table className="table table-sm align-top mb-0" data-testid="layout-editor">
            <caption className="visually-hidden">{t('models.layout.title')}</caption>
            <thead>
              <tr>
                <th scope="col" className="text-body-secondary">
                  #
                </th>
                <th scope="col">{t('models.layout.label')}</th>
                <th scope="col">{t('models.layout.size')}</th>
                <th scope="col">{t('models.layout.category')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('models.layout.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {layout.fields.map((entry, index) => {
                const n = index + 1;
                const id = (field: LayoutField) => `layout-${index}-${field}`;
                const issue = (field: LayoutField) => issueOf(`layout.${index}.${field}`);
                const categoryIssue = issueProps(id('category'), issue('category'));
                return (
                  <tr key={entry.id} data-testid="layout-row">
                    <td className="text-body-secondary pt-2">{n}</td>
                    <td>
                      <input
                        id={id('label')}
                        maxLength={MAX_LABEL}
                        aria-label={t('models.layout.labelOf', { n })}
                        {...smallIssueProps(id('label'), issue('label'))}
                        {...form.register(`layout.${index}.label`)}
                      />
                      <FieldIssue id={`${id('label')}-issue`} message={issue('label')} />
                    </td>
                    <td>
                      <input
                        id={id('size')}
                        list={SIZES_LIST_ID}
                        maxLength={MAX_SIZE}
                        aria-label={t('models.layout.sizeOf', { n })}
                        {...smallIssueProps(id('size'), issue('size'))}
                        {...form.register(`layout.${index}.size`)}
                      />
                      <FieldIssue id={`${id('size')}-issue`} message={issue('size')} />
                    </td>
                    <td>
                      <select
                        id={id('category')}
                        aria-label={t('models.layout.categoryOf', { n })}
                        aria-invalid={categoryIssue['aria-invalid']}
                        aria-describedby={categoryIssue['aria-describedby']}
                        className={`form-select form-select-sm${issue('category') ? ' is-invalid' : ''}`}
                        {...form.register(`layout.${index}.category`)}
                      >
                        {COMPARTMENT_CATEGORIES.map((category) => (
                          <option key={category} value={category}>
                            {words.category(category)}
                          </option>
                        ))}
                      </select>
                      <FieldIssue id={`${id('category')}-issue`} message={issue('category')} />
                    </td>
                    <td className="text-end">
                      <button
                        type="button"
                        className="btn btn-link btn-sm text-body"
                        aria-label={t('models.layout.remove', { label: rows[index]?.label.trim() || n })}
                        onClick={() => layout.remove(index)}
                        data-testid="remove-row"
                      >
                        <Trash2 size={16} aria-hidden="true" />
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <button
        type="button"
        className="btn btn-secondary btn-sm mb-3"
        disabled={rows.length >= MAX_COMPARTMENTS}
        onClick={() => append(1, rows.at(-1)?.size ?? 'M', rows.at(-1)?.category ?? 'parcel')}
      >
        <Plus size={16} aria-hidden="true" className="me-1" />
        {t('models.layout.add')}
      </button>
      <QuickAddCompartments
        remaining={MAX_COMPARTMENTS - rows.length}
        sizesListId={SIZES_LIST_ID}
        onAdd={append}
      />
      <datalist id={SIZES_LIST_ID}>
        {[...KNOWN_SIZES, UNDEFINED_SIZE].map((size) => (
          <option key={size} value={size}>
            {words.size(size)}
          </option>
        ))}
      </datalist>
    </fieldset>
  );
}
