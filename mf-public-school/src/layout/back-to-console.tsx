import { DashboardOutlined } from '@school/shared/kit';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '@school/shared/session';
import { useText } from '../i18n';

/** A signed-in admin viewing the public site can switch back to the console (contact-bar.tsx loads it for one). */
export function BackToConsole() {
  const setAdminMode = useSessionStore((s) => s.setAdminMode);
  const navigate = useNavigate();
  const { t } = useText();
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
