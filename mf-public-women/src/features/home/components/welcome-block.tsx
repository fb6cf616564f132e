import { CheckCircleFilled } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { WOMEN_CENTRE } from '@school/shared/kit';
import { HOME_CLAIMS } from './home-content';

export function WelcomeBlock() {
  return (
    <section className="w-section w-welcome" aria-labelledby="welcome-title">
      <div className="w-container w-welcome-grid">
        <div>
          <p className="w-eyebrow">Welcome to</p>
          <h1 id="welcome-title" className="w-welcome-title">
            {WOMEN_CENTRE.name}
          </h1>
          <p className="w-welcome-text">
            A college and community centre for women in Lalitpur, run alongside Hope Academy. We offer career-focused
            courses, full scholarships for students who could not otherwise study, and a women’s health clinic that is
            open to the whole community.
          </p>
          <div className="w-welcome-actions">
            <Link to="/about" className="w-button">
              Learn about us
            </Link>
            <Link to="/contact" className="w-welcome-secondary">
              Ask about admission
            </Link>
          </div>
        </div>
        <ul className="w-claims" aria-label="What we offer">
          {HOME_CLAIMS.map((claim) => (
            <li key={claim}>
              <CheckCircleFilled aria-hidden="true" className="w-claim-icon" />
              <span>{claim}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
