import { useEffect, useState } from 'react';
import { Input, type InputProps } from '@fluentui/react-components';
import { numberText, parseNumber } from '../draft.ts';

/** A number field that keeps what is typed ("1," while typing) and hands the parsed number (null: empty). */
export function NumberInput(
  props: Omit<InputProps, 'value' | 'onChange'> & { value: number | null; onValue(v: number | null): void },
) {
  const { value, onValue, ...rest } = props;
  const [text, setText] = useState(numberText(value));
  useEffect(() => {
    if (parseNumber(text) !== value && !(Number.isNaN(parseNumber(text)) && value === null)) setText(numberText(value));
    // Only an outside change of the value resets the text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return (
    <Input
      {...rest}
      inputMode="decimal"
      value={text}
      onChange={(_, d) => {
        setText(d.value);
        const parsed = parseNumber(d.value);
        onValue(parsed !== null && Number.isNaN(parsed) ? null : parsed);
      }}
    />
  );
}
