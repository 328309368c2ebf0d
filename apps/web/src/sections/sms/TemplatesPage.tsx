// SMS Template (`#/sms/model`, the SMS texts) and Notification Template (`#/sms/notification`, the emails, the
// managers' alerts among them): the templates of one channel (act 51022) on the shared list page, filtered by
// message and language; a row opens the editor.
import { STAFF_ALERT_EVENTS, TEMPLATE_EVENTS, templateListAct, type MenuId } from '@bluemanager/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import type { FilterValues } from '../../shared/data-table/data-table-types';
import { ListPage } from '../../shared/list-page/ListPage';
import { queryViewAddress, type ListView } from '../../shared/list-page/list-view';
import { useActList } from '../../shared/list-page/use-act-list';
import { SectionPage } from '../../shared/SectionPage';
import { templateColumns } from './template-columns';
import type { TemplateKey, TemplateRow } from './template-form';
import { TemplateDialog } from './TemplateDialog';

const PAGE_SIZE = 20;
const LANGUAGES = ['en', 'fr', 'de', 'pt'] as const;

interface TemplateFilters {
  [key: string]: string;
  event: string;
  language: string;
}

const EMPTY_FILTERS: TemplateFilters = { event: '', language: '' };
const DEFAULT_VIEW: ListView<TemplateFilters> = {
  filters: EMPTY_FILTERS,
  sort: { key: 'event', dir: 'asc' },
  offset: 0,
};
const readFilters = (values: FilterValues): TemplateFilters => ({
  event: TEMPLATE_EVENTS.find((event) => event === values.event) ?? '',
  language: LANGUAGES.find((language) => language === values.language) ?? '',
});

const PAGES = {
  sms: { menuId: 'sms-model', path: '/sms/model', title: 'sms.smsTitle', intro: 'sms.smsIntro' },
  email: {
    menuId: 'sms-notification',
    path: '/sms/notification',
    title: 'sms.emailTitle',
    intro: 'sms.emailIntro',
  },
} as const satisfies Record<
  TemplateKey['channel'],
  { menuId: MenuId; path: string; title: string; intro: string }
>;

const ADDRESSES = {
  sms: queryViewAddress({ path: PAGES.sms.path, view: DEFAULT_VIEW, readFilters }),
  email: queryViewAddress({ path: PAGES.email.path, view: DEFAULT_VIEW, readFilters }),
};

/** The events a channel carries: the managers' alerts go by email only. */
const eventsOf = (channel: TemplateKey['channel']) =>
  channel === 'sms'
    ? TEMPLATE_EVENTS.filter((event) => !(STAFF_ALERT_EVENTS as readonly string[]).includes(event))
    : TEMPLATE_EVENTS;

/** The row with its key typed; a stored template of an event or language this version does not know stays shut. */
function asKeyed(row: TemplateRow, channel: TemplateKey['channel']): (TemplateRow & TemplateKey) | undefined {
  const event = TEMPLATE_EVENTS.find((entry) => entry === row.event);
  const language = LANGUAGES.find((entry) => entry === row.language);
  return event && language ? { ...row, event, language, channel } : undefined;
}

function TemplateList({ channel }: { channel: TemplateKey['channel'] }) {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const [editing, setEditing] = useState<(TemplateRow & TemplateKey) | undefined>();
  const columns = templateColumns(t, i18n.language, (row) => setEditing(asKeyed(row, channel)));
  const { view, show, list, exporter } = useActList({
    address: ADDRESSES[channel],
    defaultView: DEFAULT_VIEW,
    // The channel is in the key: both channels' lists share the view's shape, never their rows.
    queryKey: ['sms', 'templates', channel],
    exportName: `${channel}-templates`,
    columns,
    pageSize: PAGE_SIZE,
    load: (view, offset, count) =>
      act(templateListAct, {
        channel,
        event: TEMPLATE_EVENTS.find((event) => event === view.filters.event),
        language: LANGUAGES.find((language) => language === view.filters.language),
        offset,
        count,
      }),
  });
  const total = list.data?.total ?? 0;
  return (
    <>
      <p className="text-body-secondary">{t(PAGES[channel].intro)}</p>
      <ListPage
        id={`${channel}-template`}
        caption={t('sms.caption')}
        columns={columns}
        filterFields={[
          {
            id: 'event',
            label: t('sms.filters.event'),
            kind: 'select',
            options: [
              { value: '', label: t('sms.filters.allEvents') },
              ...eventsOf(channel).map((event) => ({ value: event, label: t(`sms.events.${event}`) })),
            ],
          },
          {
            id: 'language',
            label: t('sms.filters.language'),
            kind: 'select',
            options: [
              { value: '', label: t('sms.filters.allLanguages') },
              ...LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`) })),
            ],
          },
        ]}
        view={view}
        onView={show}
        emptyFilters={EMPTY_FILTERS}
        nextFilters={(_current, values) => readFilters(values)}
        list={list}
        pageSize={PAGE_SIZE}
        rowKey={(row) => `${row.event}/${row.language}`}
        rowLabel={(row) => `${t(`sms.events.${row.event}`)} · ${t(`language.${row.language}`)}`}
        emptyText={t('sms.empty')}
        totalText={t('sms.total', { count: total, total: formatNumber(total, i18n.language) })}
        exporter={exporter}
      />
      {editing && <TemplateDialog template={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}

function TemplatesPage({ channel }: { channel: TemplateKey['channel'] }) {
  const { t } = useTranslation();
  return (
    <SectionPage menuId={PAGES[channel].menuId} title={t(PAGES[channel].title)}>
      <TemplateList channel={channel} />
    </SectionPage>
  );
}

export const SmsTemplatesPage = () => <TemplatesPage channel="sms" />;
export const NotificationTemplatesPage = () => <TemplatesPage channel="email" />;
