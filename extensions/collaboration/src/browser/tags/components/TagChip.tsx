import { Tag } from '@fluentui/react-components';

/** A tag as a chip with its colour (a dot before the name), e.g. in the tags manager. */
export function TagChip({ name, color, testId }: { name: string; color: string | null; testId?: string }) {
  return (
    <Tag
      size="small"
      appearance="outline"
      media={
        <span
          aria-hidden
          style={{
            display: 'inline-block',
            width: 10,
            height: 10,
            borderRadius: '50%',
            backgroundColor: color ?? 'transparent',
          }}
        />
      }
      data-testid={testId}
    >
      {name}
    </Tag>
  );
}
