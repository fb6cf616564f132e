import { useContext, useEffect, useId, useState, type FormEvent } from 'react';
import { SiteContext } from '@school/shared/kit';
import type { SubscriptionTopic } from '@school/shared/contract';
import { usePublicText } from '../messages';
import type { Outcome } from './subscribe-calls';
import './subscribe-box.css';

const TOPICS: readonly SubscriptionTopic[] = ['notices', 'news', 'events', 'alerts'];

/** Whether this browser can take Web Push (Android Chrome can; an old browser or an iPhone outside the home screen cannot). */
function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

const calls = () => import(/* webpackChunkName: "subscribe" */ './subscribe-calls');

/**
 * The footer's subscribe box (issue 33, item 2) on both sites and in both languages: 'Get notices on this
 * phone' where the browser takes Web Push, and a form for email (confirmed by a mailed link) or SMS
 * (confirmed with a six-digit code). What happened is said in a polite live region.
 */
export function SubscribeBox() {
  const { t, lang } = usePublicText();
  const site = useContext(SiteContext)?.site ?? 'school';
  const id = useId();
  // after hydration only: the server cannot know the browser
  const [canPush, setCanPush] = useState(false);
  useEffect(() => setCanPush(pushSupported()), []);
  const [channel, setChannel] = useState<'email' | 'sms'>('email');
  const [address, setAddress] = useState('');
  const [topics, setTopics] = useState<SubscriptionTopic[]>(['notices', 'alerts']);
  const [daily, setDaily] = useState(false);
  const [code, setCode] = useState('');
  const [codeFor, setCodeFor] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | 'chooseTopic' | null>(null);
  const [busy, setBusy] = useState(false);
  // the form is drawn when asked for: the footer of every page stays one heading and two buttons
  const [open, setOpen] = useState(false);

  async function run(action: () => Promise<Outcome>) {
    setBusy(true);
    try {
      setOutcome(await action());
    } catch {
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  }

  function onSubscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (topics.length === 0) return setOutcome('chooseTopic');
    const wanted = address.trim();
    void run(async () => {
      const done = await (await calls()).subscribeAddress({ site, lang, channel, address: wanted, topics, daily });
      if (done === 'smsCode') setCodeFor(wanted);
      return done;
    });
  }

  function onVerify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const phone = codeFor;
    if (!phone) return;
    void run(async () => {
      const done = await (await calls()).verifyCode(phone, code.trim());
      if (done === 'smsDone') setCodeFor(null);
      return done;
    });
  }

  const toggle = (topic: SubscriptionTopic, on: boolean) => setTopics((now) => (on ? [...now, topic] : now.filter((x) => x !== topic)));
  const said = outcome && outcome !== 'smsCode' ? t(`subscribe.${outcome}`) : '';

  return (
    <section className="pub-subscribe" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="pub-footer-title">
        {t('subscribe.title')}
      </h2>
      <p>{t('subscribe.intro')}</p>
      {canPush && (
        <button type="button" className="pub-subscribe-push" disabled={busy} onClick={() => void run(async () => (await calls()).subscribePush(site, lang))}>
          {t('subscribe.push')}
        </button>
      )}
      {codeFor ? (
        <form className="pub-subscribe-form" aria-label={t('subscribe.verify')} onSubmit={onVerify}>
          <div>
            <label htmlFor={`${id}-code`}>{t('subscribe.code')}</label>
            <input id={`${id}-code`} inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} required value={code} onChange={(e) => setCode(e.target.value)} />
          </div>
          <button type="submit" disabled={busy}>
            {t('subscribe.verify')}
          </button>
        </form>
      ) : !open ? (
        <button type="button" aria-expanded="false" onClick={() => setOpen(true)}>
          {t('subscribe.form')}
        </button>
      ) : (
        <form className="pub-subscribe-form" aria-label={t('subscribe.form')} onSubmit={onSubscribe}>
          <fieldset>
            <legend>{t('subscribe.channel')}</legend>
            {(['email', 'sms'] as const).map((c) => (
              <label key={c} className="pub-subscribe-choice">
                <input type="radio" name={`${id}-channel`} value={c} checked={channel === c} onChange={() => setChannel(c)} /> {t(`subscribe.${c}`)}
              </label>
            ))}
          </fieldset>
          <div>
            <label htmlFor={`${id}-address`}>{t(channel === 'email' ? 'subscribe.emailAddress' : 'subscribe.phone')}</label>
            <input
              id={`${id}-address`}
              type={channel === 'email' ? 'email' : 'tel'}
              autoComplete={channel === 'email' ? 'email' : 'tel'}
              required
              value={address}
              onChange={(e) => setAddress(e.target.value)}
            />
          </div>
          <fieldset>
            <legend>{t('subscribe.topics')}</legend>
            {TOPICS.map((topic) => (
              <label key={topic} className="pub-subscribe-choice">
                <input type="checkbox" checked={topics.includes(topic)} onChange={(e) => toggle(topic, e.target.checked)} /> {t(`subscribe.${topic}`)}
              </label>
            ))}
          </fieldset>
          {channel === 'email' && (
            <label className="pub-subscribe-choice">
              <input type="checkbox" checked={daily} onChange={(e) => setDaily(e.target.checked)} /> {t('subscribe.digest')}
            </label>
          )}
          <button type="submit" disabled={busy}>
            {t('subscribe.submit')}
          </button>
        </form>
      )}
      <p role="status" className="pub-subscribe-status">
        {said}
      </p>
    </section>
  );
}
