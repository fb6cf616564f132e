import { Link } from 'react-router-dom';
import { WOMEN_CENTRE } from '@school/shared/kit';
import { LoginPage } from '@school/shared/admin';

export default function LoginRoute() {
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
            <Link to="/">Back to the website</Link>
          </p>
        </>
      }
    />
  );
}
