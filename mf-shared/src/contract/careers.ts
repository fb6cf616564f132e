import { Type, type Static } from 'typebox'
import { Email, RICH_TEXT, LONG_TEXT, Text } from './common.ts'
import { nepaliCareerAnswer, nepaliCareerBody } from './nepali.ts'
import { FormLang } from './inbox.ts'

export const Career = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  careerCategory: Type.String(),
  noOfVacancy: Type.Integer(),
  employmentType: Type.String(),
  location: Type.String(),
  offeredSalary: Type.String(),
  applyBefore: Type.String(),
  educationLevel: Type.String(),
  experienceRequired: Type.String(),
  careerSpecs: Type.String(),
  careerDesc: Type.String(),
  note: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  ...nepaliCareerAnswer
})

const fields = {
  title: Text(255),
  careerCategory: Text(255),
  // "5" from a form input is accepted too (ajv coerces numeric strings)
  noOfVacancy: Type.Integer({ minimum: 1, maximum: 10_000 }),
  employmentType: Text(255),
  location: Text(255),
  offeredSalary: Text(255),
  applyBefore: Type.String({ minLength: 1, maxLength: 40 }),
  educationLevel: Text(255),
  experienceRequired: Text(255),
  careerSpecs: Type.String({ maxLength: RICH_TEXT }),
  careerDesc: Type.String({ maxLength: RICH_TEXT }),
  note: Type.Optional(Type.String({ maxLength: RICH_TEXT })),
  ...nepaliCareerBody
}

/** POST /api/careers */
export const CareerBody = Type.Object(fields, { additionalProperties: false })
/** PUT /api/careers/:id */
export const UpdateCareerBody = Type.Object({
  career: Type.Object({ careerId: Type.Optional(Type.String({ maxLength: 64 })), ...fields }, { additionalProperties: false })
}, { additionalProperties: false })

/** POST /api/careers/send: a job application, the CV by its upload reference. */
export const CareerApplyBody = Type.Object({
  careerData: Type.Object({
    careerId: Type.Optional(Type.String({ maxLength: 64 })),
    careerTitle: Type.Optional(Type.String({ maxLength: 255 })),
    fullName: Text(255),
    email: Email,
    phoneNumber: Type.String({ maxLength: 20 }),
    message: Text(LONG_TEXT),
    cv: Type.String({ maxLength: 200 }),
    originalFile: Type.Optional(Type.String({ maxLength: 255 }))
  }, { additionalProperties: false }),
  lang: Type.Optional(FormLang)
}, { additionalProperties: false })

export type Career = Static<typeof Career>
export type CareerBody = Static<typeof CareerBody>
export type UpdateCareerBody = Static<typeof UpdateCareerBody>
export type CareerApplyBody = Static<typeof CareerApplyBody>
