// What a detail page (an order, a machine, a ticket…) shows before or instead of its data: a refusal for an id out
// of the user's reach or unknown, the failure of anything else, or that it is loading. One rule for every page.
import { useTranslation } from 'react-i18next';
import { ActError } from '../../api/act-error';
import { AccessRefused } from '../AccessRefused';

export type DetailRefusal = 'FORBIDDEN' | 'NOT_FOUND';

/** A refusal for an id out of reach; not found for one that is malformed (`valid` false) or unknown. */
export function detailRefusal(valid: boolean, error: unknown): DetailRefusal | undefined {
  if (!valid) return 'NOT_FOUND';
  if (!(error instanceof ActError)) return undefined;
  if (error.code === 'FORBIDDEN') return 'FORBIDDEN';
  return ['NOT_FOUND', 'INVALID_PARAMS'].includes(error.code) ? 'NOT_FOUND' : undefined;
}

/** A refusal or an unknown id will not change on retry; only the network might. */
export const retryOnlyNetwork = (count: number, error: Error): boolean =>
  count < 2 && error instanceof ActError && error.code === 'NETWORK';

export interface DetailQueryState {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
}

export function DetailStatus({
  detail,
  refusal,
  valid = true,
  forbidden,
  notFound,
}: {
  detail: DetailQueryState;
  refusal: DetailRefusal | undefined;
  /** False for an id that was never asked about (malformed): nothing is loading then. */
  valid?: boolean;
  /** The page's own words for each refusal; the shared ones otherwise. */
  forbidden?: string;
  notFound?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {refusal && <AccessRefused message={refusal === 'FORBIDDEN' ? forbidden : notFound} />}
      {detail.isError && !refusal && (
        <div className="alert alert-danger" role="alert">
          {detail.error?.message}
        </div>
      )}
      {valid && detail.isPending && !detail.isError && <p role="status">{t('app.loading')}</p>}
    </>
  );
}
