import { ListSearch } from '../../../lib/list-search';

/** SPEC.md §5: the search filters once more than one character is typed. */
export function NewsSearch({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  return <ListSearch label="Search news" placeholder="Search by title, author, section or text" value={value} onChange={onChange} />;
}
