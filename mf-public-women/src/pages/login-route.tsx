import { Link } from 'react-router-dom';
import { WOMEN_CENTRE } from '@school/shared/kit';
import { LoginPage } from '@school/shared/admin';
import { useText } from '../i18n';

export default function LoginRoute() {
  const { t } = useText();
  return (
    <LoginPage
      siteName={WOMEN_CENTRE.name}
      aside={
        <>
          <h2>{WOMEN_CENTRE.name}</h2>
          <p>{WOMEN_CENTRE.address}</p>
          <p>
            <em>{WOMEN_CENTRE.tagline}</em>
          </p>
          <p>
            <Link to="/">{t('login.back')}</Link>
          </p>
        </>
      }
    />
  );
}
