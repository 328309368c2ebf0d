// The Redirect Setting list's columns: the note, the short link (with a copy button), where it leads, its expiry
// (with a word once it has passed), the agent and group it advertises, and its clicks.
import type { RedirectItem } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { Copy } from 'lucide-react';
import { toast } from 'sonner';
import type { DataColumn } from '../../../shared/data-table/data-table-types';
import { formatDay } from '../format-day';
import { shortLink } from './redirect-form';

async function copy(t: TFunction, text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(t('redirects.copied'));
  } catch {
    toast.error(t('redirects.copyFailed'));
  }
}

export function redirectColumns(
  t: TFunction,
  locale: string,
  day: string,
  number: (value: number) => string,
): DataColumn<RedirectItem>[] {
  return [
    {
      id: 'note',
      header: t('redirects.columns.note'),
      sortKey: 'note',
      hideable: false,
      csv: (link) => link.note,
      cell: (link) => (
        <span className="fw-semibold" data-testid="redirect-note">
          {link.note}
        </span>
      ),
    },
    {
      id: 'link',
      header: t('redirects.columns.link'),
      csv: (link) => shortLink(link.code),
      cell: (link) => (
        <span className="d-inline-flex align-items-center gap-1 text-break">
          <span data-testid="short-link">{shortLink(link.code)}</span>
          <button
            type="button"
            className="btn btn-link p-1 text-body"
            aria-label={t('redirects.copy', { name: link.note })}
            onClick={() => void copy(t, shortLink(link.code))}
          >
            <Copy size={16} aria-hidden="true" />
          </button>
        </span>
      ),
    },
    {
      id: 'target',
      header: t('redirects.columns.target'),
      csv: (link) => link.target,
      cell: (link) => (
        <a href={link.target} target="_blank" rel="noopener noreferrer" className="text-break">
          {link.target}
        </a>
      ),
    },
    {
      id: 'advertises',
      header: t('redirects.columns.advertises'),
      csv: (link) => [link.agent_name, link.group_name].filter(Boolean).join(': '),
      cell: (link) =>
        link.agent_name === '' ? (
          <span className="text-body-secondary">{t('redirects.noAgent')}</span>
        ) : (
          <span data-testid="redirect-agent">
            {link.agent_name}
            {link.group_name && <span className="d-block small text-body-secondary">{link.group_name}</span>}
          </span>
        ),
    },
    {
      id: 'expires',
      header: t('redirects.columns.expires'),
      sortKey: 'expires_on',
      csv: (link) => link.expires_on ?? '',
      cell: (link) =>
        link.expires_on === null ? (
          <span className="text-body-secondary">{t('redirects.noExpiry')}</span>
        ) : (
          <span className="d-inline-flex flex-wrap gap-2 align-items-center">
            {formatDay(link.expires_on, locale)}
            {link.expires_on < day && (
              <span className="badge bg-secondary-subtle text-secondary-emphasis" data-testid="expired">
                {t('redirects.expired')}
              </span>
            )}
          </span>
        ),
    },
    {
      id: 'clicks',
      header: t('redirects.columns.clicks'),
      sortKey: 'clicks',
      className: 'text-end',
      csv: (link) => link.clicks,
      cell: (link) => number(link.clicks),
    },
  ];
}
