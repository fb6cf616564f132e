import { ORG_NAMES } from '@school/shared/contract';

/** The organisations behind the school (the "HA family"). */
export const ORG = {
  overseas: ORG_NAMES.overseas,
  overseasShort: 'HHC',
  overseasAbout:
    'Hope for Himalayan Children is a child-rights charity founded in 1998 by teachers and parents in the United Kingdom. It funds scholarships, teacher training and the school’s buildings, and it governs the school together with the local trust.',
  trust: ORG_NAMES.trust,
  trustAbout:
    'The Hope Academy Educational Trust is a non-profit trust registered in Lalitpur. It owns and runs the school, the college and the women’s centre, and is accountable to the District Education Development Unit and to the families it serves.',
} as const;
