import { useInLang } from '@school/shared/kit';
import { HEAD_MESSAGE } from './home-content';
import { HEAD_MESSAGE_NE } from './home-content.ne';
import { useText } from '../../../i18n';

export function HeadMessage() {
  const message = useInLang(HEAD_MESSAGE, HEAD_MESSAGE_NE);
  const { t } = useText();
  // the avatar keeps the Latin initials of the name on both sites
  const initials = HEAD_MESSAGE.name
    .split(' ')
    .map((w) => w[0])
    .join('');
  return (
    <section className="w-section w-section-alt" aria-labelledby="head-title">
      <div className="w-container w-head">
        <div className="w-head-avatar" aria-hidden="true">
          {initials}
        </div>
        <div>
          <h2 id="head-title" className="w-section-title">
            {t('home.headMessage')}
          </h2>
          <figure className="w-head-figure">
            <blockquote className="w-head-quote">
              {message.paragraphs.map((p) => (
                <p key={p.slice(0, 24)}>{p}</p>
              ))}
            </blockquote>
            <figcaption>
              <strong>{message.name}</strong>, {message.role}
            </figcaption>
          </figure>
        </div>
      </div>
    </section>
  );
}
