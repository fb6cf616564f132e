import { EnvironmentOutlined } from '@school/shared/kit';
import { Link } from 'react-router-dom';
import { useSiteFacts } from '@school/shared/kit';
import { LoginPage } from '@school/shared/admin';
import { Crest } from '../layout/crest';
import '../styles/login.css';
import { usePageText } from '../i18n/pages';

/** /admin/login: the shared login form beside the school's name, address and motto. */
export default function LoginRoute() {
  const { t } = usePageText();
  const school = useSiteFacts();
  return (
    <div className="school-login">
      <LoginPage
        aside={
          <div className="school-login-aside">
            <Crest width={84} height={96} />
            <h2 className="school-login-name">{school.name}</h2>
            <p>
              <EnvironmentOutlined aria-hidden="true" /> {school.address}
            </p>
            <p className="school-login-motto">
              <em>“{school.motto}”</em>
            </p>
            <Link to="/">{t('login.back')}</Link>
          </div>
        }
      />
    </div>
  );
}
