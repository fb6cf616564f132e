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
