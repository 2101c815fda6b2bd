import { Button, Dropdown, Option, Text } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useObjectsT } from '../form-texts.ts';
import { pageSizeOptions } from '../page-size.ts';
import { useListStyles } from './styles.ts';

/** Below the list: the range shown of the total, the page-size choice (computed, 30, 50, 100), previous/next. */
export function ListPager(props: {
  /** Unique to this list instance: the page-size label's DOM id is made from it. */
  listId: string;
  page: number;
  pageSize: number;
  total: number;
  autoSize: number;
  chosenSize: number | null;
  onChooseSize(size: number | null): void;
  onPage(next: (page: number) => number): void;
}) {
  const { t } = useObjectsT();
  const styles = useListStyles();
  const { page, pageSize, total } = props;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const sizeOptions = pageSizeOptions(props.autoSize);
  const sizeLabel = (o: { value: number; computed: boolean }) =>
    o.computed ? t('objects.list.pageSizeAuto', { count: o.value }) : String(o.value);
  const selectedSize =
    props.chosenSize === null ? sizeOptions[0]! : sizeOptions.find((o) => !o.computed && o.value === props.chosenSize)!;
  const sizeLabelId = `${props.listId}-page-size`;
  return (
    <div className={styles.pager}>
      <Text data-testid="object-list-range">
        {t('objects.list.range', {
          from: total === 0 ? 0 : page * pageSize + 1,
          to: Math.min(total, (page + 1) * pageSize),
          total,
        })}
      </Text>
      <span className={styles.grow} />
      <span className={styles.pagerGroup}>
        <Text id={sizeLabelId}>{t('objects.list.pageSize')}</Text>
        <Dropdown
          aria-labelledby={sizeLabelId}
          value={sizeLabel(selectedSize)}
          selectedOptions={[selectedSize.computed ? 'auto' : String(selectedSize.value)]}
          onOptionSelect={(_, d) => props.onChooseSize(d.optionValue === 'auto' ? null : Number(d.optionValue))}
          style={{ minWidth: 160 }}
          data-testid="object-list-page-size"
        >
          {sizeOptions.map((o) => (
            <Option key={o.computed ? 'auto' : o.value} value={o.computed ? 'auto' : String(o.value)}>
              {sizeLabel(o)}
            </Option>
          ))}
        </Dropdown>
      </span>
      <span className={styles.pagerGroup}>
        <Button
          icon={<ChevronLeftRegular />}
          aria-label={t('objects.list.previous')}
          disabled={page === 0}
          onClick={() => props.onPage((p) => Math.max(0, p - 1))}
        />
        <Text>
          {page + 1} / {pages}
        </Text>
        <Button
          icon={<ChevronRightRegular />}
          aria-label={t('objects.list.next')}
          disabled={page + 1 >= pages}
          onClick={() => props.onPage((p) => p + 1)}
          data-testid="object-list-next"
        />
      </span>
    </div>
  );
}
