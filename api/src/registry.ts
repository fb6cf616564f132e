import type { FastifyPluginAsync } from 'fastify'
import usersRepository from './plugins/app/users/users-repository.js'
import accountsRepository from './plugins/app/users/accounts-repository.js'
import newsRepository from './plugins/app/news/news-repository.js'
import eventsRepository from './plugins/app/content/events-repository.js'
import inboxRepositories from './plugins/app/inbox/inbox-repositories.js'
import { contentRepositories } from './plugins/app/content/content-repositories.js'
import publishing from './plugins/app/publishing.js'
import settingsRepository from './plugins/app/site/settings-repository.js'
import pagesRepository from './plugins/app/site/pages-repository.js'
import media from './plugins/app/files/media.js'
import menusRepository from './plugins/app/site/menus-repository.js'
import vitalsRepository from './plugins/app/vitals/vitals-repository.js'
import alertsPlugin from './plugins/app/alerts/alerts.js'
import resultsService from './plugins/app/results/results.js'
import users from './routes/api/users.js'
import account from './routes/api/account.js'
import passwordReset from './routes/api/password-reset.js'
import news from './routes/api/news.js'
import notices from './routes/api/notices.js'
import home from './routes/api/home.js'
import gallery from './routes/api/gallery.js'
import people from './routes/api/people.js'
import events from './routes/api/events.js'
import careers from './routes/api/careers.js'
import contact from './routes/api/contact.js'
import registrations from './routes/api/registrations.js'
import uploads from './routes/api/uploads.js'
import dashboard from './routes/api/dashboard.js'
import audit from './routes/api/audit.js'
import feeds from './routes/feeds.js'
import calendar from './routes/calendar.js'
import settings from './routes/api/settings.js'
import pages from './routes/api/pages.js'
import menus from './routes/api/menus.js'
import setup from './routes/api/setup.js'
import mediaRoutes from './routes/api/media.js'
import vitals from './routes/api/vitals.js'
import revisions from './routes/api/revisions.js'
import previewLinks from './routes/api/preview-links.js'
import subscriptions from './routes/api/subscriptions.js'
import broadcasts from './routes/api/broadcasts.js'
import alerts from './routes/api/alerts.js'
import results from './routes/api/results.js'
import resultsPages from './routes/results-pages.js'
import editingRoutes from './routes/api/editing.js'
import editing from './plugins/app/editing/editing.js'

/** Every repository plugin, registered after `files` so each can declare its file columns. */
export const repositories: FastifyPluginAsync[] = [
  usersRepository,
  accountsRepository,
  newsRepository,
  eventsRepository,
  inboxRepositories,
  ...contentRepositories,
  settingsRepository,
  pagesRepository,
  menusRepository,
  media,
  vitalsRepository,
  resultsService,
  publishing,
  alertsPlugin,
  editing
]

/** Every route plugin. */
export const routes: FastifyPluginAsync[] = [
  users, account, passwordReset, news, notices, home, gallery, people, events, careers, contact, registrations, uploads, dashboard, audit, feeds, calendar,
  settings, pages, menus, setup, mediaRoutes, vitals, revisions, previewLinks, subscriptions, alerts, broadcasts, results, resultsPages, editingRoutes
]
