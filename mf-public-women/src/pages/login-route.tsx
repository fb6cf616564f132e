import { Link } from 'react-router-dom';
import { taglineOf, useSiteFacts } from '@school/shared/kit';
import { LoginPage } from '@school/shared/admin';
import { useText } from '../i18n';

export default function LoginRoute() {
  const { t } = useText();
  const women = useSiteFacts();
  return (
    <LoginPage
      aside={
        <>
          <h2>{women.name}</h2>
          <p>{women.address}</p>
          <p>
            <em>{taglineOf(women)}</em>
          </p>
          <p>
            <Link to="/">{t('login.back')}</Link>
          </p>
        </>
      }
    />
  );
}
