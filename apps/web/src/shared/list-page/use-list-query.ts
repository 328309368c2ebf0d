// The query behind a list page: the previous page stays on screen while the next loads, and only a network
// failure is retried (a refusal or a bad filter will not change on retry). Its state is what ListPage reads.
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ActError } from '../../api/act-error';
import type { ListData, ListState } from './ListPage';

export interface ListQueryOptions {
  enabled?: boolean;
  refetchInterval?: number;
  /** The message for a refusal (FORBIDDEN), already translated; other failures say what the server said. */
  forbiddenText?: string;
}

export function useListQuery<Data extends ListData<unknown>>(
  key: QueryKey,
  load: () => Promise<Data>,
  options: ListQueryOptions = {},
): ListState<Data['items'][number]> & { data: Data | undefined } {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: key,
    queryFn: load,
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
    refetchInterval: options.refetchInterval,
    retry: (count, error) => count < 2 && error instanceof ActError && error.code === 'NETWORK',
  });
  let error: string | undefined;
  if (query.isError) {
    error =
      query.error instanceof ActError && query.error.code === 'FORBIDDEN' && options.forbiddenText
        ? options.forbiddenText
        : t('dataTable.loadFailed', { reason: query.error.message });
  }
  return { data: query.data, fetching: query.isFetching, error };
}
