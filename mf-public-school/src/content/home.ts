/** Shown when no carousel slide has been added yet. */
export const HERO_FALLBACK = {
  title: 'Learning with care, leading with purpose',
  text: 'Admissions are open for Nursery to Grade 11 for the new academic session.',
};
