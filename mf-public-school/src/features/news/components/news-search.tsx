import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';

/** SPEC.md §5: the search filters once more than one character is typed. */
export function NewsSearch({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  return (
    <div className="news-search" role="search">
      <label htmlFor="news-search-input" className="news-search-label">
        Search news
      </label>
      <Input
        id="news-search-input"
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        prefix={<SearchOutlined aria-hidden="true" />}
        placeholder="Search by title, author, section or text"
        allowClear
        maxLength={100}
      />
    </div>
  );
}
