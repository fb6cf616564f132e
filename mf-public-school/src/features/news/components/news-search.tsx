import { ListSearch } from '../../../lib/list-search';
import { useText } from '../../../i18n';

/** SPEC.md §5: the search filters once more than one character is typed. */
export function NewsSearch({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const { t } = useText();
  return <ListSearch label={t('news.search')} placeholder={t('news.searchPlaceholder')} value={value} onChange={onChange} />;
}
