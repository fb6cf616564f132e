import { DashboardOutlined } from '@school/shared/kit';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '@school/shared/session';
import { useText } from '../i18n';

/** A signed-in admin viewing the public site can switch back to the console. */
export function BackToConsole() {
  const signedIn = useSessionStore((s) => !!s.userInfo);
  const setAdminMode = useSessionStore((s) => s.setAdminMode);
  const navigate = useNavigate();
  const { t } = useText();
  if (!signedIn) return null;
  return (
    <button
      type="button"
      className="site-console-button"
      onClick={() => {
        navigate('/admin/home');
        setAdminMode(true);
      }}
    >
      <DashboardOutlined aria-hidden="true" /> {t('header.backToConsole')}
    </button>
  );
}
