import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useId } from 'react';
import { withAntd } from '@school/shared/kit';

export interface ListSearchProps {
  /** the visible label, and the box's accessible name: 'Search news' */
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
}

/** The search box of a public list (news, notices): searched on the server, word by word. */
function ListSearchParts({ label, placeholder, value, onChange }: ListSearchProps) {
  const id = useId();
  return (
    <div className="news-search" role="search">
      <label htmlFor={id} className="news-search-label">
        {label}
      </label>
      <Input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        prefix={<SearchOutlined aria-hidden="true" />}
        placeholder={placeholder}
        allowClear
        maxLength={100}
      />
    </div>
  );
}

/** In an AntdScope: antd is not on a public page's first load, so its theme comes with its first user. */
export const ListSearch = withAntd(ListSearchParts);
