import { LoginPage, SCHOOL } from '@school/shared/ui';

export default function LoginRoute() {
  return (
    <LoginPage
      aside={
        <>
          <h2>{SCHOOL.name}</h2>
          <p>{SCHOOL.address}</p>
          <p>
            <em>{SCHOOL.motto}</em>
          </p>
        </>
      }
    />
  );
}
