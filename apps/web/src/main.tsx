import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/app.scss';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n } from './i18n/i18n';
import { applyStoredSkin } from './layout/skin-attributes';
import { APP_VERSION } from './layout/theme-config';
import { reportUncaughtErrors } from './sections/crash-logs/report-errors';

reportUncaughtErrors(APP_VERSION);
applyStoredSkin();
void initI18n().then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lacks #root');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
