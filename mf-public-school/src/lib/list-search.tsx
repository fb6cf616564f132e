import { useId } from 'react';
import { CloseCircleFilled, SearchOutlined } from '@school/shared/kit';
import { useText } from '../i18n';

export interface ListSearchProps {
  /** the visible label, and the box's accessible name: 'Search news' */
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
}

/**
 * The search box of a public list (news, notices): searched on the server, word by word. A native search
 * field with the site's own styling (lists.css): an antd Input here brought antd's core, about 80 KB gzip,
 * onto the first load of /news and /notice for one text box (issue 12). Its clear button is the page's
 * own, so every browser shows it, and it hands the focus back to the field.
 */
export function ListSearch({ label, placeholder, value, onChange }: ListSearchProps) {
  const id = useId();
  const { t } = useText();
  return (
    <div className="news-search" role="search">
      <label htmlFor={id} className="news-search-label">
        {label}
      </label>
      <div className="news-search-box">
        <SearchOutlined aria-hidden="true" className="news-search-icon" />
        <input
          id={id}
          type="search"
          className="news-search-input"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
        />
        {value && (
          <button
            type="button"
            className="news-search-clear"
            aria-label={t('list.clearSearch')}
            onClick={(e) => {
              onChange('');
              (e.currentTarget.parentElement?.querySelector('input') as HTMLInputElement | null)?.focus();
            }}
          >
            <CloseCircleFilled aria-hidden="true" />
          </button>
        )}
      </div>
    </div>
  );
}
