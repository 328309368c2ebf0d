// Email (menu entry 'email', `#/email`, system admins): the outbox and sent log, composing to members with the
// progress of what was sent, and the SMTP settings, each on its own tab.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionPage } from '../../shared/SectionPage';
import { ComposeEmail } from './ComposeEmail';
import { EmailOutbox } from './EmailOutbox';
import { SmtpSettingsForm } from './SmtpSettingsForm';

const TABS = ['outbox', 'compose', 'settings'] as const;
type Tab = (typeof TABS)[number];

export function EmailPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('outbox');
  // Arrow keys move between the tabs, as a tab list does.
  const move = (step: number) => {
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length] ?? 'outbox';
    setTab(next);
    document.getElementById(`email-tab-${next}`)?.focus();
  };
  return (
    <SectionPage menuId="email" title={t('email.title')}>
      <div
        className="nav nav-tabs mb-3 flex-nowrap overflow-x-auto"
        role="tablist"
        aria-label={t('email.title')}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') move(1);
          if (event.key === 'ArrowLeft') move(-1);
        }}
      >
        {TABS.map((id) => (
          <button
            key={id}
            id={`email-tab-${id}`}
            type="button"
            role="tab"
            // The theme's link colour is too faint on the page for an inactive tab: the body's emphasis colour instead.
            className={`nav-link text-nowrap ${tab === id ? 'active' : 'link-body-emphasis'}`}
            aria-selected={tab === id}
            aria-controls={`email-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => setTab(id)}
          >
            {t(`email.tabs.${id}`)}
          </button>
        ))}
      </div>
      <div id={`email-panel-${tab}`} role="tabpanel" aria-labelledby={`email-tab-${tab}`}>
        {tab === 'outbox' && <EmailOutbox />}
        {tab === 'compose' && <ComposeEmail />}
        {tab === 'settings' && <SmtpSettingsForm />}
      </div>
    </SectionPage>
  );
}
