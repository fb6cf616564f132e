import './list-search.css';
import { Input } from 'antd';

/**
 * A console list's search box: the words go to the server as `q` on Enter (or the button);
 * clearing the box shows the whole list again.
 */
export function ListSearch({ label, placeholder, onSearch }: { label: string; placeholder?: string; onSearch: (q: string) => void }) {
  return (
    <Input.Search
      aria-label={label}
      className="list-search"
      placeholder={placeholder}
      allowClear
      onSearch={(value) => onSearch(value.trim())}
    />
  );
}
