import { Type, type Static } from 'typebox'

/** GET /api/dashboard/counts: the admin home's count cards, and the registrations not yet read. */
export const DashboardCounts = Type.Object({
  staffs: Type.Integer(),
  news: Type.Integer(),
  notices: Type.Integer(),
  albums: Type.Integer(),
  unreadRegistrations: Type.Integer()
})

/** GET /api/registrations/unread/count */
export const UnreadCount = Type.Object({ count: Type.Integer() })

export type DashboardCounts = Static<typeof DashboardCounts>
export type UnreadCount = Static<typeof UnreadCount>
