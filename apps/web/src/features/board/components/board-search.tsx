import { BOARD_LIMITS, BOARD_SEARCH_CND } from '@portal/contract';
import { useTranslation } from '../../../lib/i18n';
import { CardSearchBar } from '../../../components/card-list';
import type { TBoardSearch } from './use-board-search';

// '제목+내용' (ALL) is the server's default: the select's empty first option
const CND_OPTIONS = Object.entries(BOARD_SEARCH_CND)
  .filter(([value]) => value !== 'ALL')
  .map(([value, label]) => ({ value, label }));

/** The category filter (when the board has categories) and the search bar of a board list. */
export function BoardSearch({ ctgrys, search }: { ctgrys: readonly string[]; search: TBoardSearch }) {
  const { t } = useTranslation();
  const { search: value, setSearch } = search;
  const current = search.query.ctgryNm ?? '';
  return (
    <>
      {ctgrys.length > 0 && (
        <div role="group" aria-label={t('board.ctgry.label')} className="board-ctgry">
          {['', ...ctgrys].map((ctgryNm) => (
            <button
              key={ctgryNm}
              type="button"
              className="board-ctgry__item"
              aria-pressed={ctgryNm === current}
              onClick={() => setSearch({ ...value, ctgryNm })}
            >
              {ctgryNm || t('board.ctgry.all')}
            </button>
          ))}
        </div>
      )}
      <CardSearchBar
        value={value}
        onSearch={(next) => setSearch({ ...value, ...next })}
        select={{ name: 'searchCnd', label: t('board.search.cnd'), options: CND_OPTIONS, allLabel: BOARD_SEARCH_CND.ALL }}
        keyword={{ name: 'searchWrd', label: t('board.search.wrd'), maxLength: BOARD_LIMITS.searchWrd }}
        submitLabel={t('board.search.submit')}
      />
    </>
  );
}
