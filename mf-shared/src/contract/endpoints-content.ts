import { Type } from 'typebox'
import { Career, CareerBody, UpdateCareerBody } from './careers.ts'
import { IdParams, ListQuery, Message } from './common.ts'
import {
  AlbumBody, AlbumUpdate, DownloadBody, DownloadUpdate, ModalBody, ModalUpdate, NoticeBody, NoticeUpdate, SlideBody, SlideUpdate, StaffBody, StaffUpdate,
  TeamBody, TeamUpdate, Testimonial, TestimonialBody, TestimonialUpdate, VideoBody, VideoUpdate, WomenModalBody, WomenModalUpdate
} from './content.ts'
import {
  ALBUMS, CAROUSEL, DOWNLOADS, MODAL, NOTICES, PUBLIC_CONTENT_ENDPOINTS as P, STAFFS, TEAMS, VIDEOS, WOMEN_ALBUMS, WOMEN_CAROUSEL, WOMEN_EVENTS, WOMEN_MODAL,
  WOMEN_TESTIMONIALS
} from './endpoints-content-public.ts'
import { ADMISSIONS, EDITORS, endpoint } from './endpoint.ts'
import { EventBody, EventUpdate, SchoolEvent, WomenEventBody, WomenEventUpdate } from './events.ts'
import { JobApplication } from './inbox.ts'
import { CreateNewsBody, News, UpdateNewsBody } from './news.ts'
import { consoleList, inboxEndpoints, resourceEndpoints } from './resource-endpoints.ts'
import { FileAnswer } from './uploads.ts'

const EVENTS = { path: '/api/events', tags: ['events'], noun: 'event', nouns: 'events', item: SchoolEvent } as const

/**
 * The resources of SPEC §7 that `registerResource` serves (api/src/lib/resource-routes.ts) and the
 * console's kit manages: each one's declared endpoints, by role (list, get, listAll, create, update,
 * delete). CONTENT_ENDPOINTS below names each of them.
 */
export const CONTENT_RESOURCES = {
  events: { listAll: consoleList(EVENTS, '/api/events'), ...resourceEndpoints(EVENTS, { create: EventBody, update: EventUpdate }) },
  womenEvents: { list: P.listWomenEvents, listAll: consoleList(WOMEN_EVENTS, '/api/events/sub-domain/all'), ...resourceEndpoints(WOMEN_EVENTS, { create: WomenEventBody, update: WomenEventUpdate }) },
  // a notice's own page, /notice/:id (issue 32, item 3): a published one only
  notices: { list: P.listNotices, get: P.getNotice, listAll: consoleList(NOTICES, '/api/notices/all'), ...resourceEndpoints(NOTICES, { create: NoticeBody, update: NoticeUpdate }) },
  downloads: { list: P.listDownloads, ...resourceEndpoints(DOWNLOADS, { create: DownloadBody, update: DownloadUpdate }) },
  albums: { list: P.listAlbums, get: P.getAlbum, ...resourceEndpoints(ALBUMS, { create: AlbumBody, update: AlbumUpdate }) },
  womenAlbums: { list: P.listWomenAlbums, get: P.getWomenAlbum, ...resourceEndpoints(WOMEN_ALBUMS, { create: AlbumBody, update: AlbumUpdate }) },
  videos: { list: P.listVideos, ...resourceEndpoints(VIDEOS, { create: VideoBody, update: VideoUpdate }) },
  staffs: { list: P.listStaffs, ...resourceEndpoints(STAFFS, { create: StaffBody, update: StaffUpdate }) },
  teams: { list: P.listTeams, ...resourceEndpoints(TEAMS, { create: TeamBody, update: TeamUpdate }) },
  womenTestimonials: { list: P.listWomenTestimonials, ...resourceEndpoints(WOMEN_TESTIMONIALS, { create: TestimonialBody, update: TestimonialUpdate }) },
  // SPEC §3: these two lists arrive wrapped, [{students: [...]}] and [{visitors: [...]}]; their routes serve them so
  studentTestimonials: {
    wrappedList: P.listStudentTestimonials,
    ...resourceEndpoints({ path: '/api/testimonials/students', tags: ['testimonials'], noun: "student's testimonial", nouns: "students' testimonials", item: Testimonial }, { create: TestimonialBody, update: TestimonialUpdate })
  },
  visitorTestimonials: {
    wrappedList: P.listVisitorTestimonials,
    ...resourceEndpoints({ path: '/api/testimonials/visitors', tags: ['testimonials'], noun: "visitor's testimonial", nouns: "visitors' testimonials", item: Testimonial }, { create: TestimonialBody, update: TestimonialUpdate })
  },
  carousel: { list: P.listCarousel, ...resourceEndpoints(CAROUSEL, { create: SlideBody, update: SlideUpdate }) },
  womenCarousel: { list: P.listWomenCarousel, ...resourceEndpoints(WOMEN_CAROUSEL, { create: SlideBody, update: SlideUpdate }) },
  modal: { list: P.listModal, ...resourceEndpoints(MODAL, { create: ModalBody, update: ModalUpdate }) },
  womenModal: { list: P.listWomenModal, ...resourceEndpoints(WOMEN_MODAL, { create: WomenModalBody, update: WomenModalUpdate }) }
} as const

const R = CONTENT_RESOURCES
const news = ['news']
const careers = ['careers']

/** News, events, notices, downloads, careers, the gallery, people and the home's items (issue 35). */
const applicationsInbox = inboxEndpoints('/api/careers/applications', JobApplication, ['inbox'])

export const CONTENT_ENDPOINTS = {
  // news: the public reads show published items whose publishAt has passed; the console reads /all
  listNews: P.listNews,
  latestNews: P.latestNews,
  getNews: P.getNews,
  listAllNews: endpoint({ method: 'GET', path: '/api/news/all', summary: 'Every news item, drafts and scheduled ones too (console)', tags: news, query: ListQuery, answer: { 200: Type.Array(News) }, errors: [400, 401, 403], roles: EDITORS }),
  getAnyNews: endpoint({ method: 'GET', path: '/api/news/all/:id', summary: 'One news item, draft or not (console)', tags: news, params: IdParams, answer: { 200: News }, errors: [401, 403, 404], roles: EDITORS }),
  createNews: endpoint({ method: 'POST', path: '/api/news', summary: 'Adds a news item', tags: news, body: CreateNewsBody, answer: { 201: News }, errors: [400, 401, 403], roles: EDITORS }),
  updateNews: endpoint({ method: 'PUT', path: '/api/news/:id', summary: "Changes a news item's fields", tags: news, params: IdParams, body: UpdateNewsBody, answer: { 200: News }, errors: [400, 401, 403, 404], roles: EDITORS }),
  deleteNews: endpoint({ method: 'DELETE', path: '/api/news/:id', summary: 'Removes a news item and its image', tags: news, params: IdParams, answer: { 200: Message }, errors: [401, 403, 404], roles: EDITORS }),

  // the school's events: the console's list is /api/events itself; the public reads are the upcoming ones
  listAllEvents: R.events.listAll,
  upcomingEvents: P.upcomingEvents,
  listUpcomingEvents: P.listUpcomingEvents,
  createEvent: R.events.create,
  updateEvent: R.events.update,
  deleteEvent: R.events.delete,
  // issue 33, item 4: an event's page reads it, published ones only; its calendar file is the 'Add to calendar' button's
  getEvent: P.getEvent,
  eventCalendar: P.eventCalendar,
  // the calendar feeds (issue 33, item 4): upcoming and recent published events, served beside /rss.xml
  eventsFeed: P.eventsFeed,
  siteEventsFeed: P.siteEventsFeed,
  listWomenEvents: P.listWomenEvents,
  getWomenEvent: P.getWomenEvent,
  womenEventCalendar: P.womenEventCalendar,
  listAllWomenEvents: R.womenEvents.listAll,
  createWomenEvent: R.womenEvents.create,
  updateWomenEvent: R.womenEvents.update,
  deleteWomenEvent: R.womenEvents.delete,

  listNotices: P.listNotices,
  latestNotices: P.latestNotices,
  getNotice: P.getNotice,
  listAllNotices: R.notices.listAll,
  createNotice: R.notices.create,
  updateNotice: R.notices.update,
  deleteNotice: R.notices.delete,
  listDownloads: P.listDownloads,
  downloadFile: P.downloadFile,
  createDownload: R.downloads.create,
  updateDownload: R.downloads.update,
  deleteDownload: R.downloads.delete,

  listAlbums: P.listAlbums,
  getAlbum: P.getAlbum,
  createAlbum: R.albums.create,
  updateAlbum: R.albums.update,
  deleteAlbum: R.albums.delete,
  listWomenAlbums: P.listWomenAlbums,
  getWomenAlbum: P.getWomenAlbum,
  createWomenAlbum: R.womenAlbums.create,
  updateWomenAlbum: R.womenAlbums.update,
  deleteWomenAlbum: R.womenAlbums.delete,
  listVideos: P.listVideos,
  createVideo: R.videos.create,
  updateVideo: R.videos.update,
  deleteVideo: R.videos.delete,

  listStaffs: P.listStaffs,
  createStaff: R.staffs.create,
  updateStaff: R.staffs.update,
  deleteStaff: R.staffs.delete,
  listTeams: P.listTeams,
  createTeam: R.teams.create,
  updateTeam: R.teams.update,
  deleteTeam: R.teams.delete,
  listWomenTestimonials: P.listWomenTestimonials,
  createWomenTestimonial: R.womenTestimonials.create,
  updateWomenTestimonial: R.womenTestimonials.update,
  deleteWomenTestimonial: R.womenTestimonials.delete,
  listStudentTestimonials: P.listStudentTestimonials,
  createStudentTestimonial: R.studentTestimonials.create,
  updateStudentTestimonial: R.studentTestimonials.update,
  deleteStudentTestimonial: R.studentTestimonials.delete,
  listVisitorTestimonials: P.listVisitorTestimonials,
  createVisitorTestimonial: R.visitorTestimonials.create,
  updateVisitorTestimonial: R.visitorTestimonials.update,
  deleteVisitorTestimonial: R.visitorTestimonials.delete,

  listCarousel: P.listCarousel,
  createSlide: R.carousel.create,
  updateSlide: R.carousel.update,
  deleteSlide: R.carousel.delete,
  listWomenCarousel: P.listWomenCarousel,
  createWomenSlide: R.womenCarousel.create,
  updateWomenSlide: R.womenCarousel.update,
  deleteWomenSlide: R.womenCarousel.delete,
  listModal: P.listModal,
  createModal: R.modal.create,
  updateModal: R.modal.update,
  deleteModal: R.modal.delete,
  listWomenModal: P.listWomenModal,
  createWomenModal: R.womenModal.create,
  updateWomenModal: R.womenModal.update,
  deleteWomenModal: R.womenModal.delete,

  listCareers: P.listCareers,
  getCareer: P.getCareer,
  createCareer: endpoint({ method: 'POST', path: '/api/careers', summary: 'Adds a vacancy', tags: careers, body: CareerBody, answer: { 201: Career }, errors: [400, 401, 403], roles: EDITORS }),
  updateCareer: endpoint({ method: 'PUT', path: '/api/careers/:id', summary: "Changes a vacancy's fields", tags: careers, params: IdParams, body: UpdateCareerBody, answer: { 200: Career }, errors: [400, 401, 403, 404], roles: EDITORS }),
  deleteCareer: endpoint({ method: 'DELETE', path: '/api/careers/:id', summary: 'Removes a vacancy', tags: careers, params: IdParams, answer: { 200: Message }, errors: [401, 403, 404], roles: EDITORS }),
  // stored first; 503 {status: 'fail'} only when it cannot be stored
  applyForCareer: P.applyForCareer,
  // the job applications' inbox (registerInbox; the same shape as the contact and registration inboxes)
  listApplications: applicationsInbox.list,
  markApplicationRead: applicationsInbox.markRead,
  deleteApplication: applicationsInbox.remove,
  applicationCv: endpoint({ method: 'GET', path: '/api/careers/applications/:id/cv', summary: "A job application's CV, under its original name", tags: ['inbox'], params: IdParams, answer: { 200: FileAnswer }, errors: [401, 403, 404], roles: ADMISSIONS })
} as const
