// The board's columns for the shared DataTable. Every text a resident wrote is decoded (escape tokens) and shown as
// a React text node: markup, scripts and links stay the characters they are, nothing from a post is ever HTML.
import {
  CATEGORY_NAMES,
  decodeCommunityText,
  POST_CATEGORIES,
  type PostCategory,
  type PostItem,
} from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { Pin } from 'lucide-react';
import { formatNumber } from '../../format/numbers';
import { formatZonedDateTime } from '../../format/time';
import type { DataColumn } from '../../shared/data-table/data-table-types';

export const postTitle = (post: Pick<PostItem, 'title'>) => decodeCommunityText(post.title);

export function categoryText(t: TFunction, category: number): string {
  const known = POST_CATEGORIES.find((value) => value === category);
  return known
    ? t(`community.category.${CATEGORY_NAMES[known as PostCategory]}`)
    : t('community.category.other');
}

const STATUS_TONE = {
  pending: 'text-bg-warning',
  published: 'text-bg-success',
  rejected: 'text-bg-secondary',
};

export function statusText(t: TFunction, post: PostItem): string {
  const status = t(`community.status.${post.status_name}`);
  return post.pending_reason ? `${status} · ${t(`community.pendingReason.${post.pending_reason}`)}` : status;
}

export function postColumns(t: TFunction, locale: string): DataColumn<PostItem>[] {
  return [
    {
      id: 'title',
      header: t('community.columns.title'),
      hideable: false,
      className: 'text-break',
      csv: postTitle,
      cell: (post) => (
        <span className="d-inline-flex flex-column gap-1">
          <span className="fw-semibold" data-testid="post-title">
            {post.priority === 1 && (
              <Pin size={14} className="me-1 text-primary" aria-label={t('community.pinned')} role="img" />
            )}
            {postTitle(post)}
          </span>
          {post.tag.length > 0 && (
            <span className="small text-body-secondary" data-testid="post-tags">
              {post.tag.map(decodeCommunityText).join(', ')}
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('community.columns.status'),
      csv: (post) => statusText(t, post),
      cell: (post) => <span className={`badge ${STATUS_TONE[post.status_name]}`}>{statusText(t, post)}</span>,
    },
    {
      id: 'building',
      header: t('community.columns.building'),
      csv: (post) => post.bname,
      cell: (post) => post.bname,
    },
    {
      id: 'author',
      header: t('community.columns.author'),
      csv: (post) => post.author,
      cell: (post) =>
        post.author === ''
          ? t('community.formerResident')
          : post.unit === ''
            ? post.author
            : t('community.authorUnit', { name: post.author, unit: post.unit }),
    },
    {
      id: 'category',
      header: t('community.columns.category'),
      csv: (post) => categoryText(t, post.category),
      cell: (post) => categoryText(t, post.category),
    },
    {
      id: 'reports',
      header: t('community.columns.reports'),
      className: 'text-end',
      csv: (post) => post.vote.length,
      cell: (post) =>
        post.vote.length === 0 ? (
          '0'
        ) : (
          <span className="badge text-bg-danger">{formatNumber(post.vote.length, locale)}</span>
        ),
    },
    {
      id: 'comments',
      header: t('community.columns.comments'),
      className: 'text-end',
      csv: (post) => post.comments,
      cell: (post) => formatNumber(post.comments, locale),
    },
    {
      id: 'views',
      header: t('community.columns.views'),
      className: 'text-end',
      csv: (post) => post.views,
      cell: (post) => formatNumber(post.views, locale),
    },
    {
      id: 'posted',
      header: t('community.columns.posted'),
      className: 'text-nowrap small',
      csv: (post) => post.create_time,
      cell: (post) => formatZonedDateTime(post.create_time, undefined, locale),
    },
  ];
}
