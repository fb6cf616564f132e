import { HEAD_MESSAGE } from './home-content';

export function HeadMessage() {
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
            Message from the Head of College
          </h2>
          <figure className="w-head-figure">
            <blockquote className="w-head-quote">
              {HEAD_MESSAGE.paragraphs.map((p) => (
                <p key={p.slice(0, 24)}>{p}</p>
              ))}
            </blockquote>
            <figcaption>
              <strong>{HEAD_MESSAGE.name}</strong>, {HEAD_MESSAGE.role}
            </figcaption>
          </figure>
        </div>
      </div>
    </section>
  );
}
