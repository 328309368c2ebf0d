// Ad Analytics (`ad-test`, act 53520): showings, touches, play time and short-link clicks over a period, per item,
// group, agent, building, day or short link, narrowed to an agent or a building; the daily chart (the dashboards'
// lazy chart.js chunk), the table, its CSV, and one agent's report (its items over the period) as CSV for the
// advertiser. A view shows the figures its grouping has (columnsOf): clicks have no item or building.
import {
  AD_ANALYTICS_DIMENSIONS,
  AD_ANALYTICS_MAX_DAYS,
  adAgentsAct,
  adAnalyticsAct,
  type ActParams,
  type AdAnalyticsDimension,
} from '@bluemanager/protocol';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../../api/use-act';
import { formatNumber } from '../../../format/numbers';
import { SectionPage } from '../../../shared/SectionPage';
import { useBuildings } from '../../../shared/options/use-building-options';
import { saveTextFile } from '../../../shared/save-text-file';
import { LazyChart } from '../../dashboard/LazyChart';
import { shortDay } from '../../dashboard/chart-spec';
import { formatHours, formatRate, lastDays, periodProblem } from '../../dashboard/statistic-period';
import { formatDay } from '../format-day';
import { analyticsCsv, columnsOf, fileNameOf, playHours, touchRate, type CsvHeadings } from './analytics-csv';

interface Filter {
  from: string;
  to: string;
  by: AdAnalyticsDimension;
  agent: string;
  building: string;
}

const paramsOf = (filter: Filter, by = filter.by): ActParams<typeof adAnalyticsAct> => ({
  from: filter.from,
  to: filter.to,
  by,
  agent_id: filter.agent === '' ? undefined : Number(filter.agent),
  buid: filter.building === '' ? undefined : Number(filter.building),
});

function FilterForm({ initial, onApply }: { initial: Filter; onApply(filter: Filter): void }) {
  const { t } = useTranslation();
  const act = useAct();
  const [draft, setDraft] = useState(initial);
  const agents = useQuery({
    queryKey: ['ad-agents', 'choices'],
    queryFn: () => act(adAgentsAct, { count: 500, sort: 'name' }),
  });
  const buildings = useBuildings();
  const problem = periodProblem(draft, AD_ANALYTICS_MAX_DAYS - 1);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!problem) onApply(draft);
  };
  return (
    <form className="card mb-3" onSubmit={submit} noValidate data-testid="analytics-form">
      <div className="card-body row g-3 align-items-end">
        {(['from', 'to'] as const).map((end) => (
          <div className="col-6 col-md-4 col-xl-2" key={end}>
            <label className="form-label" htmlFor={`analytics-${end}`}>
              {t(`adAnalytics.${end}`)}
            </label>
            <input
              id={`analytics-${end}`}
              type="date"
              className={`form-control${problem ? ' is-invalid' : ''}`}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'analytics-problem' : undefined}
              value={draft[end]}
              onChange={(event) => setDraft({ ...draft, [end]: event.target.value })}
            />
          </div>
        ))}
        <div className="col-12 col-md-4 col-xl-2">
          <label className="form-label" htmlFor="analytics-by">
            {t('adAnalytics.by')}
          </label>
          <select
            id="analytics-by"
            className="form-select"
            value={draft.by}
            onChange={(event) =>
              setDraft({
                ...draft,
                by: AD_ANALYTICS_DIMENSIONS.find((by) => by === event.target.value) ?? 'item',
              })
            }
          >
            {AD_ANALYTICS_DIMENSIONS.map((by) => (
              <option key={by} value={by}>
                {t(`adAnalytics.dimensions.${by}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12 col-md-6 col-xl-3">
          <label className="form-label" htmlFor="analytics-agent">
            {t('adAnalytics.agent')}
          </label>
          <select
            id="analytics-agent"
            className="form-select"
            value={draft.agent}
            onChange={(event) => setDraft({ ...draft, agent: event.target.value })}
          >
            <option value="">{t('adAnalytics.allAgents')}</option>
            {(agents.data?.items ?? []).map((agent) => (
              <option key={agent.id} value={agent.id}>
                {agent.name}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12 col-md-6 col-xl-3">
          <label className="form-label" htmlFor="analytics-building">
            {t('adAnalytics.building')}
          </label>
          <select
            id="analytics-building"
            className="form-select"
            value={draft.building}
            onChange={(event) => setDraft({ ...draft, building: event.target.value })}
          >
            <option value="">{t('adAnalytics.allBuildings')}</option>
            {(buildings.data ?? []).map((building) => (
              <option key={building.buid} value={building.buid}>
                {building.bname}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12">
          <button type="submit" className="btn btn-primary" disabled={problem !== undefined}>
            {t('adAnalytics.apply')}
          </button>
        </div>
        {problem && (
          <div id="analytics-problem" className="col-12 text-danger-emphasis small" role="alert">
            {t(`adAnalytics.periodProblem.${problem}`)}
          </div>
        )}
      </div>
    </form>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <li className="col-6 col-lg">
      <div className="card h-100" data-testid={testId}>
        <div className="card-body">
          <span className="d-block h3 mb-1">{value}</span>
          <span className="text-body-secondary">{label}</span>
        </div>
      </div>
    </li>
  );
}

export function AdAnalyticsPage() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const [filter, setFilter] = useState<Filter>({ ...lastDays(30), by: 'item', agent: '', building: '' });
  const result = useQuery({
    queryKey: ['ad-analytics', filter],
    queryFn: () => act(adAnalyticsAct, paramsOf(filter)),
    placeholderData: keepPreviousData,
  });
  const headings: CsvHeadings = {
    name: t(`adAnalytics.dimensions.${filter.by}`),
    detail: t(`adAnalytics.details.${filter.by}`),
    impressions: t('adAnalytics.impressions'),
    touches: t('adAnalytics.touches'),
    touchRate: t('adAnalytics.touchRate'),
    playHours: t('adAnalytics.playHours'),
    clicks: t('adAnalytics.clicks'),
  };
  const columns = columnsOf(filter.by);
  const showings = columns !== 'clicks';
  const clicks = columns !== 'showings';
  const hasDetail = filter.by !== 'day' && filter.by !== 'building';
  // The same query as the filter's choices: answered from the cache.
  const agents = useQuery({
    queryKey: ['ad-agents', 'choices'],
    queryFn: () => act(adAgentsAct, { count: 500, sort: 'name' }),
  });
  const agentName = (id: string) =>
    agents.data?.items.find((agent) => String(agent.id) === id)?.name ?? 'agent';
  const exportCsv = () => {
    if (!result.data) return;
    saveTextFile(
      fileNameOf('ad-analytics', filter.by, filter.from, filter.to),
      analyticsCsv(result.data.rows, headings, columns),
      'text/csv',
    );
  };
  const report = useMutation({
    mutationFn: () => act(adAnalyticsAct, paramsOf(filter, 'item')),
    onSuccess: (items) =>
      saveTextFile(
        fileNameOf('ad-report', agentName(filter.agent), filter.from, filter.to),
        analyticsCsv(items.rows, {
          ...headings,
          name: t('adAnalytics.dimensions.item'),
          detail: t('adAnalytics.details.item'),
        }),
        'text/csv',
      ),
    onError: (error) => toast.error(t('adAnalytics.failed', { reason: error.message })),
  });
  const data = result.data;
  const language = i18n.language;
  return (
    <SectionPage menuId="ad-test" title={t('adAnalytics.title')}>
      <FilterForm initial={filter} onApply={setFilter} />
      {result.error && <p role="alert">{t('adAnalytics.failed', { reason: result.error.message })}</p>}
      {!data && !result.error && <p>{t('adAnalytics.loading')}</p>}
      {data && (
        <>
          <ul className="row g-3 list-unstyled mb-3">
            <Figure
              testId="total-impressions"
              label={t('adAnalytics.impressions')}
              value={formatNumber(data.totals.impressions, language)}
            />
            <Figure
              testId="total-touches"
              label={t('adAnalytics.touches')}
              value={formatNumber(data.totals.touches, language)}
            />
            <Figure
              testId="total-rate"
              label={t('adAnalytics.touchRate')}
              value={formatRate(touchRate(data.totals), language)}
            />
            <Figure
              testId="total-hours"
              label={t('adAnalytics.playHours')}
              value={formatHours(playHours(data.totals.play_seconds), language)}
            />
            <Figure
              testId="total-clicks"
              label={t('adAnalytics.clicks')}
              value={formatNumber(data.totals.clicks, language)}
            />
          </ul>
          {filter.building !== '' && (
            <p className="text-body-secondary small" data-testid="clicks-no-building">
              {t('adAnalytics.clicksNoBuilding')}
            </p>
          )}
          <div className="card mb-3">
            <div className="card-body">
              <h2 className="h5">{t('adAnalytics.perDay')}</h2>
              <div style={{ height: 320 }}>
                <LazyChart
                  label={t('adAnalytics.chartLabel', {
                    from: formatDay(filter.from, language),
                    to: formatDay(filter.to, language),
                  })}
                  spec={{
                    type: 'line',
                    stacked: false,
                    labels: data.days.map((day) => shortDay(day.day)),
                    // The per-link view charts the clicks alone, on a scale of their own (showings run to
                    // thousands a day, clicks to tens).
                    series: [
                      ...(showings
                        ? [
                            {
                              label: t('adAnalytics.impressions'),
                              data: data.days.map((day) => day.impressions),
                            },
                            { label: t('adAnalytics.touches'), data: data.days.map((day) => day.touches) },
                          ]
                        : []),
                      { label: t('adAnalytics.clicks'), data: data.days.map((day) => day.clicks) },
                    ],
                  }}
                />
              </div>
            </div>
          </div>
          <div className="d-flex flex-wrap gap-2 mb-2">
            <button
              type="button"
              className="btn btn-secondary"
              onClick={exportCsv}
              data-testid="analytics-csv"
            >
              <Download size={16} aria-hidden="true" className="me-1" />
              {t('adAnalytics.exportCsv')}
            </button>
            <button
              type="button"
              className="btn btn-outline-primary"
              disabled={filter.agent === '' || report.isPending}
              onClick={() => report.mutate()}
              data-testid="agent-report"
            >
              <Download size={16} aria-hidden="true" className="me-1" />
              {filter.agent === '' ? t('adAnalytics.reportChooseAgent') : t('adAnalytics.report')}
            </button>
          </div>
          <div className="table-responsive">
            <table className="table align-middle" data-testid="analytics-table">
              <caption className="visually-hidden">{t('adAnalytics.tableCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{headings.name}</th>
                  {hasDetail && <th scope="col">{headings.detail}</th>}
                  {showings &&
                    [headings.impressions, headings.touches, headings.touchRate, headings.playHours].map(
                      (heading) => (
                        <th scope="col" className="text-end" key={heading}>
                          {heading}
                        </th>
                      ),
                    )}
                  {clicks && (
                    <th scope="col" className="text-end">
                      {headings.clicks}
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {data.rows.length === 0 && (
                  <tr>
                    <td colSpan={7}>{t('adAnalytics.empty')}</td>
                  </tr>
                )}
                {data.rows.map((row) => (
                  <tr key={row.key} data-testid="analytics-row">
                    <td>{filter.by === 'day' ? formatDay(row.label, language) : row.label}</td>
                    {hasDetail && <td>{row.detail}</td>}
                    {showings && (
                      <>
                        <td className="text-end">{formatNumber(row.impressions, language)}</td>
                        <td className="text-end">{formatNumber(row.touches, language)}</td>
                        <td className="text-end">{formatRate(touchRate(row), language)}</td>
                        <td className="text-end">{formatHours(playHours(row.play_seconds), language)}</td>
                      </>
                    )}
                    {clicks && <td className="text-end">{formatNumber(row.clicks, language)}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </SectionPage>
  );
}
