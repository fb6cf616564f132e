import { useRichText } from '@school/shared/public';
import { elementsOf, useHomeBlocks, withClass } from './home-blocks';
import { useText } from '../../../i18n';

/**
 * The head's message: the home page's rich text that holds a quotation, its signature line (`<strong>Name</strong>, role`)
 * below it; the avatar keeps the Latin initials of the English name on both sites.
 */
export function HeadMessage() {
  const { t } = useText();
  const message = useHomeBlocks().find((b) => b.type === 'richText' && b.html.includes('<blockquote'));
  const html = message?.type === 'richText' ? message.html : '';
  const elements = elementsOf(useRichText(message?.type === 'richText' ? message : undefined));
  const quote = elements.find((e) => e.type === 'blockquote');
  const signature = elements.filter((e) => e.type === 'p').at(-1);
  if (!quote) return null;
  const initials = (/<strong>([^<]+)<\/strong>/.exec(html)?.[1] ?? '')
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
            {withClass(quote, 'w-head-quote')}
            {signature && <figcaption>{signature.props.children}</figcaption>}
          </figure>
        </div>
      </div>
    </section>
  );
}
