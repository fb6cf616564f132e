// Facts about the institution: one definition with the server, which writes them into each page's head
// (the contract's site module; the one part of the contract the kit reads, see .dependency-cruiser.cjs).
export { SCHOOL, WOMEN_CENTRE, SITE_FACTS_NE } from '../contract/site.ts';
