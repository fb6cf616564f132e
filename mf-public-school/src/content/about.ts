/** The year the school was founded (the footer's and the About page's copy, SPEC §2.1). */
export const FOUNDED = 2004;
