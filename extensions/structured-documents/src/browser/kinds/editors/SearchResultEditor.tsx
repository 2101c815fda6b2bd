import type { DocumentComponentProps } from '@ontobench/sdk';
import { SearchSetting } from './SearchSetting.tsx';
import { useFormStyles } from './styles.ts';

/** A semantic search result's settings: the search whose rows it shows as a table. */
export default function SearchResultEditor(props: DocumentComponentProps) {
  const styles = useFormStyles();
  return (
    <div className={styles.root} data-testid="sdoc-kind-editor-semanticSearchResult">
      <SearchSetting {...props} disabled={props.readOnly} />
    </div>
  );
}
