import { lazy, Suspense } from 'react';
import { LoadingView } from '@school/shared/kit';

// react-google-recaptcha (and Google's script) load only on the registration page, and only with a site key.
const ReCAPTCHA = lazy(() => import('react-google-recaptcha'));

/** Remount (change `key`) to reset the widget after a submit. */
export function Captcha({ siteKey, onChange }: { siteKey: string; onChange: (token: string | null) => void }) {
  return (
    <div className="registration-captcha">
      <Suspense fallback={<LoadingView rows={1} />}>
        <ReCAPTCHA sitekey={siteKey} onChange={onChange} onExpired={() => onChange(null)} />
      </Suspense>
    </div>
  );
}
