// One locker's timeline (`#/logs/machine/{uuid}`, act 52073): its reported state (firmware, power, network, last
// heartbeat) and its log newest first, as a vertical timeline, filtered by category and severity; "Show older
// entries" pages on by keyset, so the thousandth page costs what the first does.
import {
  isOfflineLocker,
  MACHINE_LOG_CATEGORIES,
  MACHINE_LOG_SEVERITIES,
  machineTimelineAct,
  type MachineLogCategory,
  type MachineLogSeverity,
} from '@bluemanager/protocol';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAct } from '../../api/use-act';
import { readableMachineName } from '../../format/machine-name';
import { formatZonedDateTime } from '../../format/time';
import { SectionPage } from '../../shared/SectionPage';
import { machineEntryText, SEVERITY_BADGE } from './machine-log-text';

const PAGE = 50;

function Timeline({ uuid }: { uuid: string }) {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const [category, setCategory] = useState<MachineLogCategory | ''>('');
  const [severity, setSeverity] = useState<MachineLogSeverity | ''>('');
  const filters = {
    uuid,
    count: PAGE,
    ...(category ? { category } : {}),
    ...(severity ? { severity } : {}),
  };
  const timeline = useInfiniteQuery({
    queryKey: ['logs', 'timeline', filters],
    initialPageParam: undefined as { before_at: string; before_id: number } | undefined,
    queryFn: ({ pageParam }) => act(machineTimelineAct, { ...filters, ...pageParam }),
    getNextPageParam: (last) => {
      const oldest = last.items.at(-1);
      return last.more && oldest ? { before_at: oldest.at, before_id: oldest.id } : undefined;
    },
  });
  if (timeline.isError) {
    return (
      <div className="alert alert-danger" role="alert" data-testid="timeline-error">
        {t('logs.timeline.failed', { reason: timeline.error.message })}
      </div>
    );
  }
  const machine = timeline.data?.pages[0]?.machine;
  const items = timeline.data?.pages.flatMap((page) => page.items) ?? [];
  const time = (at: string) => formatZonedDateTime(at, undefined, i18n.language);
  const unknown = t('logs.timeline.unknown');
  return (
    <>
      <p>
        <Link to="/logs/machine" className="link-body-emphasis">
          ← {t('logs.timeline.back')}
        </Link>
      </p>
      {machine && (
        <section className="card mb-3" aria-labelledby="timeline-state" data-testid="timeline-state">
          <div className="card-body">
            <h2 id="timeline-state" className="h5 mb-3">
              {machine.bname} · {readableMachineName(machine.name, machine.bname)}
            </h2>
            <dl className="row mb-0 small">
              {(
                [
                  [
                    t('logs.timeline.connection'),
                    t(isOfflineLocker(machine) ? 'logs.timeline.offline' : 'logs.timeline.online'),
                  ],
                  [t('logs.timeline.firmware'), machine.firmware ?? unknown],
                  [
                    t('logs.timeline.power'),
                    machine.power
                      ? t(`logs.timeline.powers.${machine.power}`, { defaultValue: unknown })
                      : unknown,
                  ],
                  [
                    t('logs.timeline.network'),
                    machine.network
                      ? t(`logs.machine.networks.${machine.network}`, { defaultValue: unknown })
                      : unknown,
                  ],
                  [t('logs.timeline.lastSeen'), machine.last_seen ? time(machine.last_seen) : unknown],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="col-6 col-md-4 col-xl">
                  <dt className="fw-normal text-body-secondary">{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>
      )}
      <section className="card" aria-labelledby="timeline-entries">
        <div className="card-body">
          <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
            <h2 id="timeline-entries" className="h6 me-auto mb-0">
              {t('logs.timeline.entries')}
            </h2>
            <div>
              <label className="form-label small mb-1" htmlFor="timeline-category">
                {t('logs.machine.filters.category')}
              </label>
              <select
                id="timeline-category"
                className="form-select form-select-sm"
                value={category}
                onChange={(event) =>
                  setCategory(MACHINE_LOG_CATEGORIES.find((value) => value === event.target.value) ?? '')
                }
              >
                <option value="">{t('logs.machine.filters.allCategories')}</option>
                {MACHINE_LOG_CATEGORIES.map((value) => (
                  <option key={value} value={value}>
                    {t(`logs.machine.categories.${value}`)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label className="form-label small mb-1" htmlFor="timeline-severity">
                {t('logs.machine.filters.severity')}
              </label>
              <select
                id="timeline-severity"
                className="form-select form-select-sm"
                value={severity}
                onChange={(event) =>
                  setSeverity(MACHINE_LOG_SEVERITIES.find((value) => value === event.target.value) ?? '')
                }
              >
                <option value="">{t('logs.machine.filters.allSeverities')}</option>
                {MACHINE_LOG_SEVERITIES.map((value) => (
                  <option key={value} value={value}>
                    {t(`logs.machine.severities.${value}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {!timeline.isPending && items.length === 0 && (
            <p className="text-body-secondary mb-0">{t('logs.timeline.empty')}</p>
          )}
          <ol
            className="list-unstyled mb-0 border-start ps-3"
            data-testid="timeline"
            aria-busy={timeline.isFetching}
          >
            {items.map((entry) => (
              <li key={entry.id} className="mb-3" data-testid="timeline-entry" data-kind={entry.kind}>
                <div className="d-flex flex-wrap align-items-center gap-2 small text-body-secondary">
                  <time dateTime={entry.at}>{time(entry.at)}</time>
                  <span className={`badge ${SEVERITY_BADGE[entry.severity]}`} data-severity={entry.severity}>
                    {t(`logs.machine.severities.${entry.severity}`)}
                  </span>
                  <span>{t(`logs.machine.categories.${entry.category}`)}</span>
                </div>
                <div>{machineEntryText(t, entry)}</div>
              </li>
            ))}
          </ol>
          {timeline.hasNextPage && (
            <button
              type="button"
              className="btn btn-secondary btn-sm mt-2"
              disabled={timeline.isFetchingNextPage}
              onClick={() => void timeline.fetchNextPage()}
              data-testid="timeline-more"
            >
              {t('logs.timeline.more')}
            </button>
          )}
        </div>
      </section>
    </>
  );
}

export function MachineTimelinePage() {
  const { t } = useTranslation();
  const { uuid = '' } = useParams();
  return (
    <SectionPage menuId="logs-machine" title={t('logs.timeline.title')}>
      <Timeline uuid={uuid} />
    </SectionPage>
  );
}
