import { ClockCircleOutlined, EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { ContactForm, PageBanner } from '@school/shared/public';
import { SCHOOL, usePageMeta } from '@school/shared/kit';
import { SchoolMap } from '../features/contact/components/school-map';
import { SCHOOL_PAGES } from '@school/shared/contract';
import '../styles/forms.css';

export default function ContactPage() {
  usePageMeta(SCHOOL_PAGES['/contact']);
  return (
    <>
      <PageBanner title="Contact Us" />
      <div className="pub-container pub-section">
        <div className="contact-layout">
          <div>
            <h2 className="pub-section-title">Get in touch</h2>
            <p className="pub-section-lead">
              Questions about admissions, scholarships or visiting the school? Send us a message and we will reply within two working days.
            </p>
            <ul className="contact-cards">
              <li>
                <EnvironmentOutlined aria-hidden="true" />
                <div>
                  <h2>Address</h2>
                  <p>{SCHOOL.address}</p>
                </div>
              </li>
              <li>
                <PhoneOutlined aria-hidden="true" />
                <div>
                  <h2>Phone</h2>
                  {SCHOOL.phones.map((p) => (
                    <p key={p}>
                      <a href={`tel:${p.replace(/[^+\d]/g, '')}`}>{p}</a>
                    </p>
                  ))}
                </div>
              </li>
              <li>
                <MailOutlined aria-hidden="true" />
                <div>
                  <h2>Email</h2>
                  <p>
                    <a href={`mailto:${SCHOOL.email}`}>{SCHOOL.email}</a>
                  </p>
                </div>
              </li>
              <li>
                <ClockCircleOutlined aria-hidden="true" />
                <div>
                  <h2>Office hours</h2>
                  <p>Sunday to Friday, 9:00 am to 4:00 pm</p>
                </div>
              </li>
            </ul>
          </div>
          <div>
            <h2 className="pub-section-title">Send us a message</h2>
            <ContactForm />
          </div>
        </div>
        <SchoolMap />
      </div>
    </>
  );
}
