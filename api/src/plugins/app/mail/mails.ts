import type { NewMail } from './outbox.js'
import type { ContactMessage, JobApplication, Registration } from '@school/shared/contract'
import { escapeHtml } from '../../../lib/sanitize.js'

/** A two-column table; every value is user input and is escaped. */
function table (rows: Array<[string, string]>): string {
  return '<table cellpadding="6" style="border-collapse:collapse">' +
    rows.map(([k, v]) => `<tr><th align="left" valign="top">${escapeHtml(k)}</th><td style="white-space:pre-wrap">${escapeHtml(v)}</td></tr>`).join('') +
    '</table>'
}

function text (rows: Array<[string, string]>): string {
  return rows.map(([k, v]) => `${k}: ${v}`).join('\n')
}

function oneLine (s: string): string {
  return s.replace(/[\r\n]+/g, ' ').slice(0, 150)
}

export function contactMail (m: ContactMessage): NewMail {
  const rows: Array<[string, string]> = [['Name', m.name], ['Email', m.email], ['Subject', m.subject], ['Message', m.message]]
  return {
    kind: 'contact',
    subject: `Contact form: ${oneLine(m.subject)}`,
    html: `<p>A message from the website's contact form.</p>${table(rows)}`,
    text: text(rows)
  }
}

export function applicationMail (a: JobApplication): NewMail {
  const rows: Array<[string, string]> = [['Position', a.careerTitle], ['Name', a.fullName], ['Email', a.email],
    ['Phone', a.phoneNumber], ['Message', a.message], ['CV', a.originalFile]]
  return {
    kind: 'career-application',
    subject: `Job application: ${oneLine(a.careerTitle)} – ${oneLine(a.fullName)}`,
    html: `<p>A job application from the website. The CV is attached.</p>${table(rows)}`,
    text: text(rows),
    // by stored reference only: resolved to our own file at send time
    attachments: [{ ref: a.cv }]
  }
}

export function registrationMail (r: Registration): NewMail {
  const rows: Array<[string, string]> = [['Name', `${r.firstName} ${r.lastName}`], ['Email', r.email], ['Phone', r.phone],
    ['Address', r.address], ['Level', r.preference], ['Class', r.lvl], ['Faculty', r.faculty]]
  return {
    kind: 'registration',
    subject: `Admission application: ${oneLine(r.firstName)} ${oneLine(r.lastName)}`,
    html: `<p>A new admission application. Its documents are in the admin console.</p>${table(rows)}`,
    text: text(rows)
  }
}

export type ConfirmationKind = 'registration' | 'application' | 'contact'

/** The applicant's confirmation, in English and Nepali: what was received, and what happens next. */
const CONFIRMATION = {
  en: {
    subject: { registration: 'We have received your admission application', application: 'We have received your job application', contact: 'We have received your message' },
    greeting: (name: string) => `Dear ${name},`,
    thanks: {
      registration: () => 'Thank you for applying for admission. We have received your application and documents.',
      application: (position: string) => `Thank you for applying for the position of ${position}. We have received your application and CV.`,
      contact: () => 'Thank you for your message. It has reached our office.'
    },
    reference: 'Your reference number',
    next: {
      registration: 'What happens next: the admissions office checks your application and documents, then contacts you by phone or email about the entrance test or interview and the next steps of admission.',
      application: 'What happens next: we review the applications after the closing date. Shortlisted candidates are contacted by phone or email for an interview.',
      contact: 'What happens next: a member of our staff reads your message and replies to this email address as soon as possible.'
    },
    quote: 'Please quote this number whenever you contact us about it.',
    auto: 'This message was sent automatically. If you did not write to us, you can ignore it.'
  },
  ne: {
    subject: { registration: 'तपाईंको भर्ना आवेदन प्राप्त भयो', application: 'तपाईंको रोजगारी आवेदन प्राप्त भयो', contact: 'तपाईंको सन्देश प्राप्त भयो' },
    greeting: (name: string) => `नमस्ते ${name},`,
    thanks: {
      registration: () => 'भर्नाका लागि आवेदन दिनुभएकोमा धन्यवाद। हामीले तपाईंको आवेदन र कागजातहरू प्राप्त गरेका छौं।',
      application: (position: string) => `${position} पदका लागि आवेदन दिनुभएकोमा धन्यवाद। हामीले तपाईंको आवेदन र बायोडाटा (CV) प्राप्त गरेका छौं।`,
      contact: () => 'सन्देश पठाउनुभएकोमा धन्यवाद। तपाईंको सन्देश हाम्रो कार्यालयमा पुगेको छ।'
    },
    reference: 'तपाईंको सन्दर्भ नम्बर',
    next: {
      registration: 'अब के हुन्छ: भर्ना शाखाले तपाईंको आवेदन र कागजातहरू जाँच गरी प्रवेश परीक्षा वा अन्तर्वार्ता तथा भर्नाका अर्का चरणबारे फोन वा इमेलमार्फत सम्पर्क गर्नेछ।',
      application: 'अब के हुन्छ: आवेदनको अन्तिम मितिपछि हामी आवेदनहरू हेर्छौं। छनोटमा परेका उम्मेदवारलाई अन्तर्वार्ताका लागि फोन वा इमेलमार्फत सम्पर्क गरिनेछ।',
      contact: 'अब के हुन्छ: हाम्रो कर्मचारीले तपाईंको सन्देश पढेर यही इमेल ठेगानामा सकेसम्म छिटो जवाफ दिनेछन्।'
    },
    quote: 'यसबारे हामीलाई सम्पर्क गर्दा कृपया यो नम्बर उल्लेख गर्नुहोस्।',
    auto: 'यो सन्देश स्वचालित रूपमा पठाइएको हो। तपाईंले हामीलाई लेख्नुभएको होइन भने यसलाई बेवास्ता गर्न सक्नुहुन्छ।'
  }
}

export interface Confirmation {
  kind: ConfirmationKind
  lang: 'en' | 'ne'
  reference: string
  /** the applicant's name and address, as they wrote them */
  name: string
  to: string
  /** a job application's position */
  position?: string
  /** the school's name in `lang` ('' for none) */
  school: string
}

/**
 * The applicant's confirmation (issue 33, item 5): sent to the address they gave, in the language of the
 * page they used, with the reference number and what happens next. Of what they wrote it repeats only
 * their name (one line, 80 characters) and the position: a form anyone can fill in must not make the
 * school mail a stranger a text of someone else's choosing.
 */
export function confirmationMail (c: Confirmation): NewMail {
  const t = CONFIRMATION[c.lang]
  const name = oneLine(c.name).slice(0, 80).trim()
  const paragraphs = [t.greeting(name), t.thanks[c.kind](oneLine(c.position ?? '')), `${t.reference}: ${c.reference}`, t.next[c.kind], t.quote, ...(c.school ? [c.school] : [])]
  const html = paragraphs.map((p, i) => i === 2
    ? `<p>${escapeHtml(t.reference)}: <strong style="font-size:1.2em">${escapeHtml(c.reference)}</strong></p>`
    : `<p>${escapeHtml(p)}</p>`).join('')
  return {
    kind: 'confirmation',
    to: c.to,
    subject: `${t.subject[c.kind]} – ${c.reference}`,
    html: `<div lang="${c.lang}">${html}<p style="font-size:12px;color:#555">${escapeHtml(t.auto)}</p></div>`,
    text: [...paragraphs, t.auto].join('\n\n')
  }
}
