import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ActError } from '../../api/act-error';
import { useHideLoadingScreen } from '../../app/loading-screen';
import { homeAfterLogin } from '../../menu/home-path';
import { takeLoginNotice, takeReturnPath } from '../../session/return-to';
import { useSession } from '../../session/session-context';
import { LanguageSelect } from '../../shared/LanguageSelect';
import { loginErrorMessage, type LoginMessage } from './login-errors';

export function LoginPage() {
  useHideLoadingScreen();
  const { t } = useTranslation();
  const { ready, user, login } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<LoginMessage | undefined>(undefined);
  const [notice] = useState(takeLoginNotice);

  useEffect(() => {
    document.title = `${t('login.submit')} - ${t('app.title')}`;
  }, [t]);

  if (ready && user && !busy) return <Navigate to={homeAfterLogin(user)} replace />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const signedIn = await login({
        username: username.trim(),
        password,
        code: needsCode ? code.trim() : undefined,
      });
      const from = (location.state as { from?: string } | null)?.from;
      const target = takeReturnPath() ?? (from && from !== '/' ? from : homeAfterLogin(signedIn));
      navigate(target, { replace: true });
    } catch (failure) {
      if (failure instanceof ActError && failure.code === 'TWO_FACTOR_REQUIRED') setNeedsCode(true);
      setError(loginErrorMessage(failure));
      setBusy(false);
    }
  }

  return (
    <main className="auth-wrapper">
      <div className="auth-card card shadow-sm">
        <div className="card-body p-4 p-sm-5">
          <div className="d-flex justify-content-between align-items-center mb-4">
            <div className="brand-logo d-flex align-items-center gap-2">
              <img src="favicon.svg" alt="" width={32} height={32} />
              <span className="brand-text h4 mb-0 text-primary">BlueManager</span>
            </div>
            <LanguageSelect id="login-language" />
          </div>
          <h1 className="h4 mb-1">{t('login.title')}</h1>
          <p className="text-body-secondary mb-4">{t('login.subtitle')}</p>
          {notice && (
            <div className="alert alert-warning py-2" role="status">
              {notice}
            </div>
          )}
          {error && (
            <div className="alert alert-danger py-2" role="alert" data-testid="login-error">
              {t(error.key, error.values)}
            </div>
          )}
          <form onSubmit={(event) => void submit(event)} noValidate={false}>
            <div className="mb-3">
              <label htmlFor="login-username" className="form-label">
                {t('login.username')}
              </label>
              <input
                id="login-username"
                className="form-control"
                autoComplete="username"
                required
                autoFocus
                value={username}
                onChange={(event) => setUsername(event.target.value)}
              />
            </div>
            <div className="mb-3">
              <label htmlFor="login-password" className="form-label">
                {t('login.password')}
              </label>
              <div className="input-group">
                <input
                  id="login-password"
                  className="form-control"
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
                <button
                  type="button"
                  className="btn btn-outline-secondary"
                  aria-pressed={showPassword}
                  onClick={() => setShowPassword((shown) => !shown)}
                >
                  {showPassword ? t('login.hidePassword') : t('login.showPassword')}
                </button>
              </div>
            </div>
            {needsCode && (
              <div className="mb-3">
                <label htmlFor="login-code" className="form-label">
                  {t('login.code')}
                </label>
                <input
                  id="login-code"
                  className="form-control"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="\d{6}"
                  maxLength={6}
                  required
                  aria-describedby="login-code-help"
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                />
                <div id="login-code-help" className="form-text">
                  {t('login.codeHelp')}
                </div>
              </div>
            )}
            <button type="submit" className="btn btn-primary w-100" disabled={busy}>
              {busy ? t('login.submitting') : t('login.submit')}
            </button>
          </form>
        </div>
      </div>
    </main>
  );
}
