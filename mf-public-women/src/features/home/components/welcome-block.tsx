import { CheckCircleFilled } from '@school/shared/kit';
import { Children, isValidElement, type HTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import { useLang, useSiteFacts } from '@school/shared/kit';
import { blockText, useRichText } from '@school/shared/public';
import { elementsOf, useHomeBlocks, withClass } from './home-blocks';
import { useText } from '../../../i18n';

/**
 * The welcome: the home page's first rich text (a greeting, the text, the list of what the centre offers)
 * under the centre's name, with its two calls to action.
 */
export function WelcomeBlock() {
  const { t } = useText();
  const women = useSiteFacts();
  const lang = useLang();
  const blocks = useHomeBlocks();
  const text = blocks.find((b) => b.type === 'richText');
  const [primary, secondary] = blocks.filter((b) => b.type === 'cta');
  const elements = elementsOf(useRichText(text));
  const [greeting, ...paragraphs] = elements.filter((e) => e.type === 'p');
  const claims = elements.find((e) => e.type === 'ul');
  return (
    <section className="w-section w-welcome" aria-labelledby="welcome-title">
      <div className="w-container w-welcome-grid">
        <div>
          {withClass(greeting, 'w-eyebrow')}
          <h1 id="welcome-title" className="w-welcome-title">
            {women.name}
          </h1>
          {paragraphs.map((p) => withClass(p, 'w-welcome-text'))}
          <div className="w-welcome-actions">
            {primary && (
              <Link to={primary.link} className="w-button">
                {blockText(primary.text, primary.ne?.text, lang)}
              </Link>
            )}
            {secondary && (
              <Link to={secondary.link} className="w-welcome-secondary">
                {blockText(secondary.text, secondary.ne?.text, lang)}
              </Link>
            )}
          </div>
        </div>
        {claims && (
          <ul className="w-claims" aria-label={t('home.offer')}>
            {Children.map(claims.props.children, (claim) =>
              isValidElement<HTMLAttributes<HTMLElement>>(claim) ? (
                <li>
                  <CheckCircleFilled aria-hidden="true" className="w-claim-icon" />
                  <span>{claim.props.children}</span>
                </li>
              ) : null,
            )}
          </ul>
        )}
      </div>
    </section>
  );
}
