// Who has what, by level (read-only): the menu entries each level sees and the actions each may call, from
// access-matrix.ts. Each block is a table with a row header per entry and a column per level; on a phone it scrolls
// sideways inside its own named region.
import { Check, Minus } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../shared/ScrollRegion';
import { MATRIX_ROLES, actMatrix, menuMatrix, type MatrixRow } from './access-matrix';

function MatrixTable({ caption, rows }: { caption: string; rows: readonly MatrixRow[] }) {
  const { t } = useTranslation();
  return (
    <ScrollRegion label={caption}>
      <table className="table table-sm table-hover align-middle mb-0 small">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('authority.matrix.entry')}</th>
            {MATRIX_ROLES.map((role) => (
              <th key={role.key} scope="col" className="text-center text-nowrap">
                {t(`levels.${role.key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-row={row.id}>
              <th scope="row" className="fw-normal">
                {row.label}
              </th>
              {row.allowed.map((allowed, index) => (
                <td key={MATRIX_ROLES[index]?.key} className="text-center">
                  {allowed ? (
                    <Check size={16} className="text-success" aria-label={t('authority.matrix.yes')} />
                  ) : (
                    <Minus size={16} className="text-body-secondary" aria-label={t('authority.matrix.no')} />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** A block that draws its table only once opened: every act of every section at once is thousands of cells. */
function Fold({
  summary,
  initiallyOpen,
  testId,
  children,
}: {
  summary: ReactNode;
  initiallyOpen: boolean;
  testId?: string;
  children: () => ReactNode;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <details
      className="mb-2"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-testid={testId}
    >
      <summary>{summary}</summary>
      {open && children()}
    </details>
  );
}

export function AccessMatrix() {
  const { t } = useTranslation();
  const menus = useMemo(menuMatrix, []);
  const acts = useMemo(actMatrix, []);
  return (
    <div data-testid="access-matrix">
      <p className="text-body-secondary">{t('authority.matrix.intro')}</p>
      <h2 className="h5">{t('authority.matrix.menus')}</h2>
      {menus.map((block) => (
        <Fold
          key={block.menu}
          initiallyOpen={block.menu === 'main'}
          summary={
            <span className="fw-semibold">
              {t(`authority.matrix.menu.${block.menu}`)} ({block.rows.length})
            </span>
          }
        >
          {() => (
            <MatrixTable
              caption={t(`authority.matrix.menu.${block.menu}`)}
              rows={block.rows.map((row) => ({ ...row, label: t(row.label) }))}
            />
          )}
        </Fold>
      ))}
      <h2 className="h5 mt-4">{t('authority.matrix.acts')}</h2>
      {acts.map((block) => {
        // A section no menu entry opens is named by its own words, or as the sign-in and account acts.
        const title = block.title
          ? t(block.title)
          : t(`authority.matrix.sections.${block.section}`, { defaultValue: t('authority.matrix.general') });
        return (
          <Fold
            key={block.section}
            initiallyOpen={false}
            testId={`acts-${block.section}`}
            summary={t('authority.matrix.actsOf', { section: title, count: block.rows.length })}
          >
            {() => (
              <MatrixTable
                caption={t('authority.matrix.actsCaption', { section: title })}
                rows={block.rows}
              />
            )}
          </Fold>
        );
      })}
    </div>
  );
}
