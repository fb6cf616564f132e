import type { FastifyPluginAsync } from 'fastify'
import usersRepository from './plugins/app/users/users-repository.js'
import newsRepository from './plugins/app/news/news-repository.js'
import users from './routes/api/users.js'
import news from './routes/api/news.js'

/** Every repository plugin, registered after `files` so each can declare its file columns. */
export const repositories: FastifyPluginAsync[] = [
  usersRepository,
  newsRepository
]

/** Every API route plugin. */
export const routes: FastifyPluginAsync[] = [
  users,
  news
]
